/** Initials of a display name: « Marie Dupont » → « MD », « Clinique du Parc » → « CD ». */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('fr-FR') || '?';
}

/**
 * A person's photo, else their initials. Decorative: the name is always written next to it,
 * so the image is hidden from assistive technologies.
 */
export function Avatar({ name, photo }: { name: string; photo: string | null }) {
  if (photo) return <img className="avatar" src={photo} alt="" width={44} height={44} />;
  return (
    <span className="avatar avatar--initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
