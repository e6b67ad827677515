import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from './avatar.tsx';
import { fr } from './fr.ts';
import { BellIcon, LogoutIcon, MenuIcon, MoreIcon, ScreenIcon } from './icons.tsx';
import type { MenuEntry, TabEntry } from './menu-items.ts';

export interface AppFrameProps {
  /** Where the « Relève » logo leads. */
  homePath: string;
  userName: string;
  roleLabel: string;
  /** Her photo, else her initials. */
  userPhoto?: string | null;
  /** Where the account button leads (her profile); `null`: the account is shown, not linked. */
  profilePath?: string | null;
  /** The role's whole menu: the side menu on a computer, the menu sheet on a phone. */
  menu: readonly MenuEntry[];
  /** The bottom tabs on a phone (professionals); empty: the menu button instead. */
  tabs?: readonly TabEntry[];
  /** What the « Plus » tab opens, when there are tabs. */
  more?: readonly MenuEntry[];
  onLogout: () => void;
  /** Unread notifications, shown on the bell. */
  unreadNotifications?: number;
  /** The network indicator of the top bar (src/app/ui/offline-indicator.tsx). */
  status?: ReactNode;
  children: ReactNode;
}

const MENU_ID = 'main-menu';
const MORE_ID = 'more-menu';

/**
 * The signed-in frame (docs/product-rules.md §1). One top bar: the product name, the network
 * indicator, the notifications bell and the account (her profile). On a computer the menu sits
 * beside the content, an icon before each screen. On a phone a professional has a bottom tab
 * bar (her four daily screens and « Plus » for the rest); the other roles open the menu as a
 * sheet over the page. « Déconnexion » ends the menu and the « Plus » sheet.
 */
export function AppFrame({
  homePath,
  userName,
  roleLabel,
  userPhoto = null,
  profilePath = null,
  menu,
  tabs = [],
  more = [],
  onLogout,
  unreadNotifications = 0,
  status,
  children,
}: AppFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const hasTabs = tabs.length > 0;

  // Close the sheets whenever the route changes (a link, back/forward): adjusting state during
  // render is React's recommended way to react to a changed value.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setMenuOpen(false);
    setMoreOpen(false);
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
    // Without scrolling: where the page stands is ScrollOnNavigate's business (top, or back).
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // A sheet opens with focus on its first link.
  const menuNav = useRef<HTMLElement>(null);
  const moreNav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (menuOpen) menuNav.current?.querySelector<HTMLElement>('a')?.focus();
  }, [menuOpen]);
  useEffect(() => {
    if (moreOpen) moreNav.current?.querySelector<HTMLElement>('a')?.focus();
  }, [moreOpen]);

  // Escape closes the open sheet and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen && !moreOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      setMoreOpen(false);
      (menuOpen ? menuButton : moreButton).current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, moreOpen]);

  const closeSheets = () => {
    setMenuOpen(false);
    setMoreOpen(false);
  };

  const who = (
    <>
      <Avatar name={userName} photo={userPhoto} />
      <span className="account__who">
        <span className="account__name">{userName}</span>
        <span className="account__role">{roleLabel}</span>
      </span>
    </>
  );

  const moreCurrent = more.some((entry) => entry.path === location.pathname);
  const frameClass = [
    'frame',
    hasTabs ? 'frame--tabs' : '',
    menuOpen || moreOpen ? 'frame--sheet' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={frameClass}>
      <a className="skip-link" href="#content">
        {fr.skipToContent}
      </a>
      <header className="topbar">
        {hasTabs ? null : (
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
        )}
        <Link to={homePath} className="topbar__brand">
          <span className="topbar__logo" aria-hidden="true" />
          <span className="topbar__brand-text">{fr.productName}</span>
        </Link>
        <div className="topbar__actions">
          {status}
          <Link
            to="/notifications"
            className="icon-button bell"
            aria-label={
              unreadNotifications > 0
                ? fr.notificationsUnread(unreadNotifications)
                : fr.notifications
            }
          >
            <BellIcon className="icon" />
            {unreadNotifications > 0 ? (
              <span className="bell__count" aria-hidden="true">
                {unreadNotifications > 99 ? '99+' : unreadNotifications}
              </span>
            ) : null}
          </Link>
          {profilePath ? (
            <Link to={profilePath} className="account">
              {who}
            </Link>
          ) : (
            <div className="account">{who}</div>
          )}
        </div>
      </header>
      <div className="frame__body">
        {menuOpen ? (
          <div className="sheet-backdrop" aria-hidden="true" onClick={closeSheets} />
        ) : null}
        <nav
          ref={menuNav}
          id={MENU_ID}
          className={menuOpen ? 'menu menu--open' : 'menu'}
          aria-label={fr.mainMenu}
        >
          <div className="menu__inner">
            <MenuLinks entries={menu} onNavigate={closeSheets} onLogout={onLogout} />
          </div>
        </nav>
        <main ref={main} id="content" className="frame__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {hasTabs ? (
        <>
          {moreOpen ? (
            <div className="sheet-backdrop" aria-hidden="true" onClick={closeSheets} />
          ) : null}
          <nav
            ref={moreNav}
            id={MORE_ID}
            className={moreOpen ? 'more-sheet more-sheet--open' : 'more-sheet'}
            aria-label={fr.moreMenu}
          >
            <MenuLinks entries={more} onNavigate={closeSheets} onLogout={onLogout} />
          </nav>
          <nav className="tabbar" aria-label={fr.tabBar}>
            <ul className="tabbar__list">
              {tabs.map((tab) => {
                const current =
                  location.pathname === tab.path ||
                  tab.alsoActiveOn.some((path) => path === location.pathname);
                return (
                  <li key={tab.path}>
                    <Link
                      to={tab.path}
                      className="tabbar__item"
                      aria-current={current ? 'page' : undefined}
                      onClick={closeSheets}
                    >
                      <ScreenIcon name={tab.icon} className="tabbar__icon" />
                      <span className="tabbar__label">{tab.label}</span>
                    </Link>
                  </li>
                );
              })}
              <li>
                <button
                  ref={moreButton}
                  type="button"
                  className={moreCurrent ? 'tabbar__item tabbar__item--current' : 'tabbar__item'}
                  aria-expanded={moreOpen}
                  aria-controls={MORE_ID}
                  onClick={() => setMoreOpen((open) => !open)}
                >
                  <MoreIcon className="tabbar__icon" />
                  <span className="tabbar__label">{fr.more}</span>
                </button>
              </li>
            </ul>
          </nav>
        </>
      ) : null}
    </div>
  );
}

/** The links of a menu (the side menu, or the « Plus » sheet), then « Déconnexion » at its foot. */
function MenuLinks({
  entries,
  onNavigate,
  onLogout,
}: {
  entries: readonly MenuEntry[];
  onNavigate: () => void;
  onLogout: () => void;
}) {
  return (
    <>
      <ul className="menu__list">
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} className="menu__link" onClick={onNavigate}>
              <ScreenIcon name={entry.icon} className="icon menu__icon" />
              <span>{entry.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="menu__footer">
        <button type="button" className="menu__link menu__logout" onClick={onLogout}>
          <LogoutIcon className="icon menu__icon" />
          <span>{fr.logout}</span>
        </button>
      </div>
    </>
  );
}
