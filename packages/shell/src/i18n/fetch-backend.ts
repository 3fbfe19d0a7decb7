import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Reads a language's namespace from the translations service (`/locales/{lng}/{ns}.json`) with `fetch`: all the apps
 * asked of i18next-http-backend, at a tenth of its weight in every page's first view (decision 0068). As that
 * backend did, it asks i18next to try again (i18next's own retries) after a network failure or a 5xx, not after a
 * 4xx.
 */
export const fetchBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
    fetch(url).then(
      async (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}: ${response.status}`, response.status >= 500);
          return;
        }
        try {
          callback(null, (await response.json()) as Record<string, unknown>);
        } catch {
          callback(`failed parsing ${url}`, false);
        }
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  },
};
