import { fr } from './fr.ts';

/** An accessible busy indicator: a polite live region reading « Chargement… ». */
export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'spinner spinner--page' : 'spinner'} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span>{fr.loading}</span>
    </div>
  );
}
