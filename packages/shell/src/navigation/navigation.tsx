import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';

/**
 * How pages of the shell and the careers app read and change the URL (decision 0104). A careers page's first view
 * (the list, a vacancy) runs without the router: `FirstViewNavigation` answers these hooks from the document's URL
 * and loads the router on the first navigation to another page; everywhere else `RouterNavigation` answers them from
 * the app's react-router data router. The names and shapes follow react-router's, so a page reads the same either way.
 */

/** A path inside the app (basename not included), its query and fragment. */
export interface NavigationLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the location the document was opened at (react-router's key for it), another value after a move. */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** Where a link or a navigation goes: an in-app path ('/vagas/1'), a query of this page ('?page=2'), a fragment. */
export type To = string | Partial<Pick<NavigationLocation, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keeps the scroll position (a list's filters): react-router's option of the same name. */
  preventScrollReset?: boolean;
}

export interface Navigation {
  /** The app's base path ('/carreiras', or '/' for the intranet). */
  basename: string;
  location: NavigationLocation;
  /** The current route's path parameters (':id' of '/vagas/:id'). */
  params: Readonly<Record<string, string | undefined>>;
  type: NavigationType;
  /** True while a navigation loads (its code or data): the progress bar shows. */
  busy: boolean;
  /** Goes to an in-app path (already resolved against the current location), or back and forward with a number. */
  go: (to: string | number, options?: NavigateOptions) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

/** Makes `navigation` what the hooks below answer, for everything inside. */
export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useNavigationContext(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('No navigation: render inside RouterNavigation or FirstViewNavigation.');
  return navigation;
}

/** `to` as an in-app path with its query and fragment; a query or fragment alone stays on the current page. */
export function resolveTo(to: To, from: NavigationLocation): string {
  if (typeof to === 'string') {
    if (to.startsWith('?')) return `${from.pathname}${to}`;
    if (to.startsWith('#')) return `${from.pathname}${from.search}${to}`;
    // As react-router resolves '': the current path, without its query.
    if (to === '') return from.pathname;
    return to;
  }
  const pathname = to.pathname ?? from.pathname;
  const search = to.search ?? (to.pathname ? '' : from.search);
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}${hash}`;
}

/** The document URL of an in-app path (with its query and fragment) under `basename`, as react-router writes it. */
export function hrefOf(basename: string, path: string): string {
  if (basename === '/' || basename === '') return path;
  const end = path.search(/[?#]/);
  const pathname = end < 0 ? path : path.slice(0, end);
  const rest = end < 0 ? '' : path.slice(end);
  return `${pathname === '/' || pathname === '' ? basename : `${basename}${pathname}`}${rest}`;
}

/** The in-app path of a document path under `basename` (null when it is not under it). */
export function inAppPath(basename: string, pathname: string): string | null {
  if (basename === '/' || basename === '') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : null;
}

export function useLocation(): NavigationLocation {
  return useNavigationContext().location;
}

export function useNavigationType(): NavigationType {
  return useNavigationContext().type;
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useNavigationContext().params;
}

/** True while a navigation loads. */
export function useNavigationBusy(): boolean {
  return useNavigationContext().busy;
}

/** The document URL of `to`, for an `href` or a form's `action`. */
export function useHref(to: To): string {
  const { basename, location } = useNavigationContext();
  return hrefOf(basename, resolveTo(to, location));
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Navigates from where the page is when called; the same function for the component's whole life (effects may depend on it). */
export function useNavigate(): NavigateFunction {
  const navigation = useNavigationContext();
  const latest = useRef(navigation);
  latest.current = navigation;
  return useCallback((to, options) => {
    const { go, location } = latest.current;
    go(typeof to === 'number' ? to : resolveTo(to, location), options);
  }, []);
}

/** The query of the current location and a function that navigates to another one (like react-router's). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location } = useNavigationContext();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const search = next.toString();
      navigate(search ? `?${search}` : '', options);
    },
    [navigate],
  );
  return [params, set];
}

/** A plain left click on a same-window link, which the app handles itself. */
export function isPlainClick(event: MouseEvent<HTMLElement>, target?: string | null): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  return !target || target === '_self';
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** An `<a href>` inside the app: a plain click navigates in the app, anything else (new tab, modifiers) is the browser's. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, onClick, target, ...rest },
  ref,
) {
  const { basename, location, go } = useNavigationContext();
  const path = resolveTo(to, location);
  // As react-router's Link: a link to where the page already is replaces the entry instead of adding one.
  const here = `${location.pathname}${location.search}${location.hash}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target) || event.currentTarget.hasAttribute('download')) return;
    event.preventDefault();
    go(path, { replace: replace ?? path === here, state, preventScrollReset });
  };
  return <a {...rest} ref={ref} href={hrefOf(basename, path)} target={target} onClick={handleClick} />;
});

/** Navigates to `to` once rendered (a page that sends its visitor on, e.g. a signed-in person away from sign-in). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { go, location } = useNavigationContext();
  const path = resolveTo(to, location);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, where it was rendered (as react-router's Navigate)
  useEffect(() => go(path, { replace, state }), []);
  return null;
}
