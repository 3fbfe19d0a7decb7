import { BREAKPOINTS, isSidebarCollapsedCookie, SIDEBAR_COOKIE } from '@portal/contracts/constants';
import { cx } from '@portal/shell/components/css-vars';
import { CloseIcon, ExternalLinkIcon, MenuIcon } from '@portal/shell/components/icons';
import { minWidth } from '@portal/shell/components/use-media-query';
import { Link, useLocation } from '@portal/shell/navigation/navigation';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/sidebar.css';

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
 * - 'compact' (≥ 768 px: medium, large and wider): forced collapsed (icons with tooltips), no toggle, whatever was
 *   remembered;
 * - 'mobile' (< 768 px, small): shown or hidden by the header's menu button, the choice remembered in SIDEBAR_COOKIE
 *   (hidden unless the person chose to show it); shown, it is a panel under the header, not a dialog;
 * - 'unknown': on the server and while a server-rendered page hydrates, when no script has measured the width yet.
 *   The markup is then the same as in the two modes above: the stylesheet draws the rail from 768 px and, below,
 *   the panel shown or hidden as the request's cookie says, so the first painted frame is the one that stays.
 */
export type SidebarMode = 'compact' | 'mobile' | 'unknown';

const MEDIUM_QUERY = minWidth(BREAKPOINTS.md);

function subscribeWidth(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(MEDIUM_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function currentMode(): SidebarMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'unknown';
  return window.matchMedia(MEDIUM_QUERY).matches ? 'compact' : 'mobile';
}

export function useSidebarMode(): SidebarMode {
  return useSyncExternalStore(subscribeWidth, currentMode, () => 'unknown');
}

// --- The remembered choice of small screens: the cookie is the store. ---

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const preferenceListeners = new Set<() => void>();

function readCollapsedCookie(): boolean {
  if (typeof document === 'undefined') return isSidebarCollapsedCookie(undefined);
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=([^;]*)`));
  return isSidebarCollapsedCookie(match?.[1]);
}

/** Remembers the person's choice ('1' hidden, '0' shown) for a year on the whole site. */
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
 * Gives a server render the remembered choice of the request (`isSidebarCollapsedCookie` of its SIDEBAR_COOKIE), so
 * a small screen's first frame has the sidebar shown or hidden as it stays after hydration. A page that reads a
 * cookie must vary on it (`Vary: Cookie`).
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
 * The remembered choice (true: hidden): the cookie's value. A server render takes it from the request (the provider
 * above); the hydration of that page reads the same cookie in the browser, so both draw the same sidebar.
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
  const shown = tooltip !== null;
  // A layout effect: Escape must hide a tooltip from the moment it is drawn, not from the paint after.
  useLayoutEffect(() => {
    if (!shown) return;
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
  }, [shown]);
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

/**
 * The groups and their links, the same markup at every width: from 768 px the stylesheet shows the icons alone (the
 * labels still read), and `tooltips` name them beside the pointer or the keyboard focus.
 */
function SidebarLinks({ groups, tooltips }: { groups: SidebarGroup[]; tooltips: boolean }) {
  const { t } = useTranslation('library');
  const current = currentHref(groups, useLocation().pathname);
  const baseId = useId();
  const tooltip = useEntryTooltip(tooltips);
  return (
    <div className="sidebar__groups">
      {groups.map((group) => {
        const labelId = `${baseId}-${group.id}`;
        return (
          <div key={group.id} className="sidebar__group">
            <p id={labelId} className="sidebar__group-label">
              {group.label}
            </p>
            <ul className="sidebar__links" aria-labelledby={labelId}>
              {group.links.map((link) => {
                const content = (
                  <>
                    <span className="sidebar__icon" aria-hidden="true">
                      {link.icon ?? [...link.label][0]?.toUpperCase()}
                    </span>
                    <span className="sidebar__label">{link.label}</span>
                    {link.external ? (
                      <>
                        <ExternalLinkIcon className="sidebar__external-icon" />{' '}
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
                      <Link
                        className={cx(
                          'sidebar__link',
                          pathOf(link.href) === current && 'sidebar__link--active',
                        )}
                        aria-current={pathOf(link.href) === current ? 'page' : undefined}
                        to={link.href}
                        {...tooltipProps}
                      >
                        {content}
                      </Link>
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
  /** The id of the sidebar's navigation, which the button shows and hides. */
  controls: string;
  className?: string;
}

/**
 * The header's button of small screens that shows or hides the sidebar, and remembers the choice. Named after what
 * it will do: 'Expandir sidebar' while hidden, 'Colapsar sidebar' while shown (spec §2). The stylesheet hides it
 * from 768 px, where the sidebar is forced collapsed.
 */
export function MobileMenuButton({ controls, className }: MobileMenuButtonProps) {
  const { t } = useTranslation('library');
  const collapsed = useSidebarCollapsedPreference();
  return (
    <button
      type="button"
      className={cx('mobile-menu-button', className)}
      aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
      aria-expanded={!collapsed}
      aria-controls={controls}
      onClick={() => {
        setSidebarCollapsed(!collapsed);
        // Shown at the top of the page: a person who scrolled down sees it come, rather than nothing happen.
        if (collapsed)
          requestAnimationFrame(() =>
            document.getElementById(controls)?.scrollIntoView?.({ block: 'nearest' }),
          );
      }}
    >
      {collapsed ? <MenuIcon /> : <CloseIcon />}
    </button>
  );
}

// --- The sidebar ---

export interface SidebarProps {
  groups: SidebarGroup[];
  /** The navigation's id, for the header's menu button (aria-controls). */
  id?: string;
  className?: string;
}

/**
 * The left sidebar: groups of links; external ones open in a new tab, internal ones show the active page.
 * From 768 px always collapsed to its icons (their names in tooltips); below, a panel under the header that the
 * header's menu button shows or hides, the choice remembered in a cookie (decision 0085). The markup is the same
 * at every width; the stylesheet draws each, so a server-rendered page's first frame already is the one that stays.
 */
export function Sidebar({ groups, id, className }: SidebarProps) {
  const { t } = useTranslation('library');
  const mode = useSidebarMode();
  const preferCollapsed = useSidebarCollapsedPreference();
  const ownId = useId();
  // Before the width is known (server, hydration) the state said is the remembered one; the rail looks the same.
  const collapsed = mode === 'compact' || preferCollapsed;
  return (
    // The column runs the whole height of the page with the sidebar's background; the sidebar sticks in it.
    <div className={cx('sidebar-column', !preferCollapsed && 'sidebar-column--shown')}>
      <nav
        id={id ?? ownId}
        className={cx('sidebar', className)}
        aria-label={t('sidebar.navLabel')}
        data-state={collapsed ? 'collapsed' : 'expanded'}
      >
        <SidebarLinks groups={groups} tooltips={mode === 'compact'} />
      </nav>
    </div>
  );
}
