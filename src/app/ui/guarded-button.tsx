import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useTapGuard, type TapGuardView } from './use-tap-guard.ts';

/**
 * An action button of a list whose items move (src/app/ui/use-tap-guard.ts): for a second after
 * the list changed it stays where it is, marked `aria-disabled`, and a tap does nothing; a tap
 * taken starts the guard, since its card is about to move.
 */
export function GuardedButton({
  guard,
  onClick,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-disabled'> & {
  guard: TapGuardView;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="button"
      {...button}
      aria-disabled={guard.guarded || undefined}
      onClick={(event) => {
        if (!guard.accepts()) return;
        guard.hold();
        onClick(event);
      }}
    />
  );
}

/**
 * The same guard for a whole list whose cards hold buttons of their own (an account's
 * decision, its reset link, its documents): for a second after `layout` changed, a tap on any
 * button or link inside is swallowed before it reaches it (a table's headers apart: they do not
 * move). `data-tap-guarded` marks the wait.
 */
export function TapGuardZone({ layout, children }: { layout: string; children: ReactNode }) {
  const guard = useTapGuard(layout);
  return (
    <div
      className="tap-guard-zone"
      data-tap-guarded={guard.guarded || undefined}
      onClickCapture={(event) => {
        const target = event.target as Element | null;
        if (!target?.closest('button, a, input, select, summary')) return;
        // A table's column headers stay put while its rows move (they are what re-sorts them).
        if (target.closest('thead')) return;
        if (guard.accepts()) return;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {children}
    </div>
  );
}
