/** « Hors ligne — données du … » above a list kept on the device; nothing while online. */
export function OfflineBanner({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="offline-banner" role="status">
      {text}
    </p>
  );
}
