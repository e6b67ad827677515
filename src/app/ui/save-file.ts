/** How long the object URL outlives the click: some browsers read it after the event. */
const REVOKE_AFTER_MS = 60_000;

/** Hands `blob` to the browser as a downloaded file named `fileName` (no network involved). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
