import { useEffect, useId, useRef, type ReactNode } from 'react';
import { fr } from './fr.ts';

/**
 * A modal built on the native `<dialog>`: the browser gives focus trapping, Escape and the
 * backdrop. `open` drives it; `onClose` fires however it was closed.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {fr.close}
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
