import { useEffect } from 'react';

/**
 * Gives the page its own `<title>` (the browser tab, bookmarks, history, what a screen reader announces after a
 * route change). Pass the whole title, e.g. "Entrar | Portal corporativo"; nothing changes while it is undefined.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
