import type { ReactNode } from 'react';

/**
 * The top of a signed-in screen: its title, the <h1> `#page-title` that names the screen's
 * <section>, and its subtitle. With `actions` (the screen's buttons; null where this user has
 * none) they share a `className` row (`.page-header`: the buttons beside the title, under it on
 * a phone).
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  className = 'page-header',
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  className?: string;
}) {
  const heading = (
    <div>
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <p className="page__subtitle">{subtitle}</p>
    </div>
  );
  if (actions === undefined) return heading;
  return (
    <div className={className}>
      {heading}
      {actions}
    </div>
  );
}
