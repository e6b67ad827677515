import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

/** A screen that only says something, with one way out (not found, a screen that failed). */
export function MessageScreen({
  title,
  text,
  alert = false,
  action,
}: {
  title: string;
  text: string;
  /** Read out at once by screen readers (an error). */
  alert?: boolean;
  action: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      {alert ? (
        <p className="inline-error" role="alert">
          {text}
        </p>
      ) : (
        <p>{text}</p>
      )}
      <p>{action}</p>
    </section>
  );
}
