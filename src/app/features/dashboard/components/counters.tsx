import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface CounterItem {
  label: string;
  value: ReactNode;
  /** An optional way to act on the figure (« Valider les comptes » → /users). */
  link?: { to: string; text: string };
}

/** Figures as big numbers with their label: a list, so that they are read one by one. */
export function Counters({ label, items }: { label: string; items: readonly CounterItem[] }) {
  return (
    <ul className="counters" aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className="card counter">
          <span className="counter__value">{item.value}</span>
          <span className="counter__label">{item.label}</span>
          {item.link ? (
            <Link to={item.link.to} className="counter__link">
              {item.link.text}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
