import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginRoute } from './routes/login.tsx';
import { fr } from './session/fr.ts';
import { SessionContext, type Session } from './session/session-context.ts';
import { fr as uiFr } from './ui/fr.ts';

/** Nobody is signed in on a page painted before any script: the login screen's own state. */
const SIGNED_OUT: Session = {
  status: 'signed-out',
  user: null,
  login: () => Promise.reject(new Error('Prerendered page: the app is not loaded yet.')),
  completeTwoFactor: () =>
    Promise.reject(new Error('Prerendered page: the app is not loaded yet.')),
  acceptInvitation: () => Promise.reject(new Error('Prerendered page: the app is not loaded yet.')),
  logout: () => Promise.resolve(false),
  updateUser: () => undefined,
};

/**
 * The sign-in screen as HTML, rendered at build time (see `scripts/lib/first-paint.ts`) into
 * `dist/login.html`, so that a phone on a slow network paints the form from the HTML alone.
 * The app's first render replaces it with the same markup, live.
 */
export function renderLoginScreen(): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/login']}>
      <SessionContext value={SIGNED_OUT}>
        <LoginRoute />
      </SessionContext>
    </MemoryRouter>,
  );
}

/** The tab's title once the app runs (`usePageTitle`), written into the page beforehand. */
export const loginTitle = `${fr.loginTitle} · ${uiFr.productName}`;
