import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fr } from './fr.ts';

/** The frame of the signed-out screens: product name, an optional tagline, then one card. */
export function AuthLayout({
  tagline,
  wide = false,
  children,
}: {
  tagline?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="auth">
      <div className="auth__brand">
        <p className="auth__product">
          <span className="auth__product-logo" aria-hidden="true" />
          {fr.productName}
        </p>
        {tagline ? <p className="auth__tagline">{tagline}</p> : null}
      </div>
      <div className={wide ? 'card auth__card auth__card--wide' : 'card auth__card'}>
        {children}
      </div>
    </main>
  );
}

/** The card's heading: what the screen is, and what it is for. */
export function AuthHeading({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <h1 className="auth__title">{title}</h1>
      <p className="auth__description">{description}</p>
    </div>
  );
}

/** Under the card's form: the way to the other signed-out screen (« Pas encore de compte ? »). */
export function AuthSwitch({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <p className="auth__switch">
      <span>{question}</span>
      <Link to={to}>{link}</Link>
    </p>
  );
}
