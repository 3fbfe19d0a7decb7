import { useEffect } from 'react';

/**
 * Gives the page its own `<title>` (the browser tab, bookmarks, history, what a screen reader announces after a
 * route change), once rendered in the browser: the server builds the document head itself, so pages render no
 * `<title>`. Pass the whole title ("Entrar | Portal corporativo"), or the page's name and the site's, which give
 * "<page> | <site>". Nothing changes while the title is undefined (e.g. data still loading).
 */
export function useDocumentTitle(title: string | undefined, site?: string): void {
  const full = title && site ? `${title} | ${site}` : title;
  useEffect(() => {
    if (full) document.title = full;
  }, [full]);
}
