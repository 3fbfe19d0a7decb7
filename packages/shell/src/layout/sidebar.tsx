import { BREAKPOINTS, isSidebarCollapsedCookie, SIDEBAR_COOKIE } from '@portal/contracts/constants';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cx } from '../components/css-vars';
import { Drawer, preloadDrawer } from '../components/drawer';
import { ChevronLeftIcon, ChevronRightIcon, ExternalLinkIcon, MenuIcon } from '../components/icons';
import { minWidth } from '../components/use-media-query';
import '../styles/base.css';
import '../styles/sidebar.css';

export interface SidebarLink {
  label: string;
  href: string;
  /** Opens in a new tab (target=_blank, rel=noopener noreferrer). */
  external?: boolean;
  /**
   * A decorative icon, what tells the entries apart when the sidebar is collapsed (give every entry one); without
   * one, the label's first letter stands in.
   */
  icon?: ReactNode;
}

export interface SidebarGroup {
  id: string;
  label: string;
  links: SidebarLink[];
}

/**
 * How the sidebar behaves at the current width (spec §4 with the BREAKPOINTS of spec §9, decision 0085):
 * - 'full' (≥ 1200 px, extra large): expanded or collapsed by the user, remembered in SIDEBAR_COOKIE;
 * - 'compact' (768-1199 px, medium and large): forced collapsed (icons only), no toggle, whatever was remembered;
 * - 'mobile' (< 768 px, small): hidden, shown as a drawer by the header's menu button;
 * - 'unknown': on the server and while a server-rendered page hydrates, when no script has measured the width yet.
 *   The sidebar is then drawn for every width at once, its stylesheet showing the look of the three above, and the
 *   remembered choice comes from the request's cookie, so the first painted frame already has the sidebar it keeps
 *   (no shift, no expanded flash at 1000 px, no expanded frame of a sidebar collapsed at 1280 px).
 */
export type SidebarMode = 'full' | 'compact' | 'mobile' | 'unknown';

const WIDE_QUERY = minWidth(BREAKPOINTS.xl);
const MEDIUM_QUERY = minWidth(BREAKPOINTS.md);

function subscribeWidth(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = [window.matchMedia(WIDE_QUERY), window.matchMedia(MEDIUM_QUERY)];
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function currentMode(): SidebarMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'unknown';
  if (window.matchMedia(WIDE_QUERY).matches) return 'full';
  return window.matchMedia(MEDIUM_QUERY).matches ? 'compact' : 'mobile';
}

export function useSidebarMode(): SidebarMode {
  return useSyncExternalStore(subscribeWidth, currentMode, () => 'unknown');
}

// --- The remembered collapse preference: the cookie is the store. ---

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const preferenceListeners = new Set<() => void>();

function readCollapsedCookie(): boolean {
  if (typeof document === 'undefined') return false;
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=([^;]*)`));
  return isSidebarCollapsedCookie(match?.[1]);
}

/** Remembers the user's choice ('1' collapsed, '0' expanded) for a year on the whole site. */
function setSidebarCollapsed(collapsed: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
  document.cookie = `${SIDEBAR_COOKIE}=${collapsed ? '1' : '0'}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  for (const listener of preferenceListeners) listener();
}

function subscribePreference(listener: () => void) {
  preferenceListeners.add(listener);
  return () => {
    preferenceListeners.delete(listener);
  };
}

/**
 * The remembered choice as the server read it from the request's cookie (a server-rendered page): undefined in the
 * browser, where the cookie itself is read.
 */
const ServerSidebarPreference = createContext<boolean | undefined>(undefined);

/**
 * Gives a server render the remembered collapse choice of the request (its SIDEBAR_COOKIE is '1'), so the page is
 * drawn with the sidebar it keeps after hydration. A page that reads a cookie must vary on it (`Vary: Cookie`).
 */
export function SidebarPreferenceProvider({
  collapsed,
  children,
}: {
  collapsed: boolean;
  children: ReactNode;
}) {
  return <ServerSidebarPreference.Provider value={collapsed}>{children}</ServerSidebarPreference.Provider>;
}

/**
 * The remembered preference: the cookie's value. A server render takes it from the request (the provider above);
 * the hydration of that page reads the same cookie in the browser, so both draw the same sidebar.
 */
function useSidebarCollapsedPreference(): boolean {
  const fromServer = useContext(ServerSidebarPreference);
  return useSyncExternalStore(
    subscribePreference,
    readCollapsedCookie,
    () => fromServer ?? readCollapsedCookie(),
  );
}

// --- Links ---

/** Where the tooltip of a collapsed entry shows: beside the entry, outside the sidebar's scroll box. */
interface TooltipAt {
  label: string;
  top: number;
  left: number;
}

/**
 * The name of a collapsed entry, shown beside it while the pointer is over it or it has the keyboard focus;
 * Escape hides it (WCAG 1.4.13). Decorative: the entry's accessible name already is the label.
 */
function useEntryTooltip(enabled: boolean) {
  const [tooltip, setTooltip] = useState<TooltipAt | null>(null);
  useEffect(() => {
    if (!tooltip) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTooltip(null);
    };
    const hide = () => setTooltip(null);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [tooltip]);
  useEffect(() => {
    if (!enabled) setTooltip(null);
  }, [enabled]);
  const show = (label: string) => (event: { currentTarget: HTMLElement }) => {
    if (!enabled) return;
    const rect = event.currentTarget.getBoundingClientRect();
    setTooltip({ label, top: rect.top + rect.height / 2, left: rect.right + 8 });
  };
  const hide = () => setTooltip(null);
  const element = tooltip ? (
    <span
      className="sidebar__tooltip"
      aria-hidden="true"
      style={{ top: `${tooltip.top}px`, left: `${tooltip.left}px` }}
    >
      {tooltip.label}
    </span>
  ) : null;
  return { show, hide, element };
}

const pathOf = (href: string) => href.split(/[?#]/)[0] ?? '';

/**
 * The entry of the page shown: with nested entries (/recrutamento and /recrutamento/talentos) only the most specific
 * one that contains the path is current, so that one page never marks two entries.
 */
function currentHref(groups: SidebarGroup[], pathname: string): string | undefined {
  let current: string | undefined;
  for (const link of groups.flatMap((group) => group.links)) {
    if (link.external) continue;
    const path = pathOf(link.href);
    const contains = pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    if (contains && (current === undefined || path.length > current.length)) current = path;
  }
  return current;
}

function SidebarLinks({ groups, collapsed }: { groups: SidebarGroup[]; collapsed: boolean }) {
  const { t } = useTranslation('library');
  const current = currentHref(groups, useLocation().pathname);
  const baseId = useId();
  const tooltip = useEntryTooltip(collapsed);
  return (
    <div className="sidebar__groups">
      {groups.map((group) => {
        const labelId = `${baseId}-${group.id}`;
        return (
          <div key={group.id} className="sidebar__group">
            <p id={labelId} className={collapsed ? 'sr-only' : 'sidebar__group-label'}>
              {group.label}
            </p>
            <ul className="sidebar__links" aria-labelledby={labelId}>
              {group.links.map((link) => {
                const content = (
                  <>
                    <span className="sidebar__icon" aria-hidden="true">
                      {link.icon ?? [...link.label][0]?.toUpperCase()}
                    </span>
                    <span className={collapsed ? 'sr-only' : 'sidebar__label'}>{link.label}</span>
                    {link.external ? (
                      <>
                        {collapsed ? null : <ExternalLinkIcon className="sidebar__external-icon" />}{' '}
                        <span className="sr-only">{t('links.opensInNewTab')}</span>
                      </>
                    ) : null}
                  </>
                );
                const tooltipProps = {
                  onPointerEnter: tooltip.show(link.label),
                  onPointerLeave: tooltip.hide,
                  onFocus: tooltip.show(link.label),
                  onBlur: tooltip.hide,
                  onClick: tooltip.hide,
                };
                return (
                  <li key={`${link.href}-${link.label}`}>
                    {link.external ? (
                      <a
                        className="sidebar__link"
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        {...tooltipProps}
                      >
                        {content}
                      </a>
                    ) : (
                      <NavLink
                        className={({ isActive }) =>
                          cx(
                            'sidebar__link',
                            isActive && pathOf(link.href) === current && 'sidebar__link--active',
                          )
                        }
                        aria-current={pathOf(link.href) === current ? 'page' : false}
                        to={link.href}
                        {...tooltipProps}
                      >
                        {content}
                      </NavLink>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {tooltip.element}
    </div>
  );
}

// --- The menu button of small screens ---

export interface MobileMenuButtonProps {
  expanded: boolean;
  onClick: () => void;
  className?: string;
}

/** The header's button that opens the sidebar drawer on small screens ('Abrir menu'). */
export function MobileMenuButton({ expanded, onClick, className }: MobileMenuButtonProps) {
  const { t } = useTranslation('library');
  return (
    <button
      type="button"
      className={cx('mobile-menu-button', className)}
      aria-label={t('sidebar.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
      // The drawer's code is fetched on first use: start as soon as the user goes for the button.
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
    >
      <MenuIcon />
    </button>
  );
}

// --- The sidebar ---

export interface SidebarProps {
  groups: SidebarGroup[];
  /** Whether the drawer of small screens is open (controlled by the header's menu button). */
  mobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The left sidebar: groups of links; external ones open in a new tab, internal ones show the active page.
 * Collapsible at ≥ 1200 px (remembered in a cookie), forced collapsed at 768-1199 px, a drawer below (decision 0085).
 */
export function Sidebar({ groups, mobileOpen, onMobileOpenChange, className }: SidebarProps) {
  const { t } = useTranslation('library');
  const mode = useSidebarMode();
  const preferCollapsed = useSidebarCollapsedPreference();
  const linksId = useId();
  const [ownMobileOpen, setOwnMobileOpen] = useState(false);
  const drawerOpen = mobileOpen ?? ownMobileOpen;
  const setDrawerOpen = (open: boolean) => {
    if (mobileOpen === undefined) setOwnMobileOpen(open);
    onMobileOpenChange?.(open);
  };
  const setDrawerOpenRef = useRef(setDrawerOpen);
  setDrawerOpenRef.current = setDrawerOpen;

  // The drawer closes after a navigation, and when the screen grows out of the mobile layout.
  const location = useLocation();
  const lastLocationKey = useRef(location.key);
  useEffect(() => {
    if (lastLocationKey.current === location.key) return;
    lastLocationKey.current = location.key;
    setDrawerOpenRef.current(false);
  }, [location.key]);
  useEffect(() => {
    if (mode !== 'mobile' && drawerOpen) setDrawerOpenRef.current(false);
  }, [mode, drawerOpen]);

  if (mode === 'mobile') {
    return (
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={t('sidebar.menuTitle')}
        side="left"
        size="small"
      >
        <nav className={cx('sidebar-nav', className)} aria-label={t('sidebar.navLabel')}>
          <SidebarLinks groups={groups} collapsed={false} />
        </nav>
      </Drawer>
    );
  }

  // Unknown width (server, hydration): the remembered preference (the request's cookie) and the stylesheet decide.
  const collapsed = mode === 'compact' || preferCollapsed;
  const toggleLabel = collapsed ? t('sidebar.expand') : t('sidebar.collapse');
  return (
    // The column runs the whole height of the page with the sidebar's background; the sidebar sticks in it.
    <div className={cx('sidebar-column', mode === 'unknown' && 'sidebar-column--responsive')}>
      <nav
        id={linksId}
        className={cx('sidebar', collapsed && 'sidebar--collapsed', className)}
        aria-label={t('sidebar.navLabel')}
        data-state={collapsed ? 'collapsed' : 'expanded'}
      >
        {mode === 'compact' ? null : (
          <button
            type="button"
            className="sidebar__toggle"
            // Named after what it will do (spec §2: 'Colapsar sidebar' while expanded).
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls={linksId}
            title={toggleLabel}
            onClick={() => setSidebarCollapsed(!collapsed)}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </button>
        )}
        <SidebarLinks groups={groups} collapsed={collapsed} />
      </nav>
    </div>
  );
}
