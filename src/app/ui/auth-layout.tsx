import type { ReactNode } from 'react';
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
