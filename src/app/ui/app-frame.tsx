import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { fr } from './fr.ts';
import { BellIcon, MenuIcon } from './icons.tsx';
import type { MenuEntry } from './menu-items.ts';

export interface AppFrameProps {
  /** Where the « Relève » logo leads. */
  homePath: string;
  userName: string;
  roleLabel: string;
  menu: readonly MenuEntry[];
  onLogout: () => void;
  /** Unread notifications, shown on the bell. */
  unreadNotifications?: number;
  children: ReactNode;
}

const MENU_ID = 'main-menu';

/**
 * The signed-in frame (docs/product-rules.md §1): top bar with the product name, the notifications bell, who is
 * signed in and « Déconnexion »; the menu beside the content, collapsed behind a button on
 * small screens.
 */
export function AppFrame({
  homePath,
  userName,
  roleLabel,
  menu,
  onLogout,
  unreadNotifications = 0,
  children,
}: AppFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close the menu whenever the route changes (a link, back/forward): adjusting state during
  // render is React's recommended way to react to a changed value.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setMenuOpen(false);
  }

  // After a navigation inside the frame, keyboard and screen-reader users start at the new
  // screen's content, not at the link they left behind (or on <body>).
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  // The phone menu opens with focus on its first link: the top bar's links come before it
  // in the page, and would otherwise be three Tab presses in the way.
  const menuNav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (menuOpen) menuNav.current?.querySelector<HTMLElement>('a')?.focus();
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className="frame">
      <a className="skip-link" href="#content">
        {fr.skipToContent}
      </a>
      <header className="topbar">
        <button
          ref={menuButton}
          type="button"
          className="icon-button topbar__menu-button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          <span className="visually-hidden">{fr.openMenu}</span>
        </button>
        <Link to={homePath} className="topbar__brand">
          <span className="topbar__logo" aria-hidden="true" />
          <span>{fr.productName}</span>
        </Link>
        <div className="topbar__user">
          <span className="topbar__user-name">{userName}</span>
          <span className="topbar__user-role">{roleLabel}</span>
        </div>
        <div className="topbar__actions">
          <Link
            to="/notifications"
            className="icon-button bell"
            aria-label={
              unreadNotifications > 0
                ? fr.notificationsUnread(unreadNotifications)
                : fr.notifications
            }
          >
            <BellIcon />
            {unreadNotifications > 0 ? (
              <span className="bell__count" aria-hidden="true">
                {unreadNotifications > 99 ? '99+' : unreadNotifications}
              </span>
            ) : null}
          </Link>
          <button type="button" className="button button--ghost" onClick={onLogout}>
            {fr.logout}
          </button>
        </div>
      </header>
      <div className="frame__body">
        <nav
          ref={menuNav}
          id={MENU_ID}
          className={menuOpen ? 'menu menu--open' : 'menu'}
          aria-label={fr.mainMenu}
        >
          <ul className="menu__list">
            {menu.map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} className="menu__link" onClick={() => setMenuOpen(false)}>
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main ref={main} id="content" className="frame__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
