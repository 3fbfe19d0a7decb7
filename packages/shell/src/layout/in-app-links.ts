import { isPlainClick, useHref, useNavigate } from '@portal/shell/navigation/navigation';
import type { MouseEvent } from 'react';

/**
 * A click handler for a part whose links are plain `<a href>` (a `ServerPart` kept at hydration, decision 0101):
 * a plain left click on a link of this app navigates inside the app with `state`, as the part's `Link` would have
 * (no page reload, the router's focus and scroll handling). Other clicks (another site, a new tab, a modifier key)
 * are the browser's.
 */
export function useInAppLinks(state?: unknown): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const root = useHref('/').replace(/\/$/, '');
  return (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute('download')) return;
    if (!isPlainClick(event, anchor.target)) return;
    const url = new URL(anchor.href);
    const inApp = url.pathname === root || url.pathname.startsWith(`${root}/`);
    if (url.origin !== window.location.origin || !inApp) return;
    event.preventDefault();
    navigate(`${url.pathname.slice(root.length) || '/'}${url.search}${url.hash}`, { state });
  };
}
