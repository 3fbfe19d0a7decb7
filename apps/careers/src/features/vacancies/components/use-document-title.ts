import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab's title to "<page> | <app title>" once rendered in the browser. The server builds the
 * document head itself, so pages render no <title>.
 */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation('library');
  const app = t('appShell.title');
  useEffect(() => {
    if (page) document.title = `${page} | ${app}`;
  }, [page, app]);
}
