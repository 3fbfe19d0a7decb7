import { type ApplicationSource, sourceOfLink } from '@portal/contracts/application-sources';

/** Where the tab keeps the source of the link the candidate arrived by, until an application is sent. */
const STORAGE_KEY = 'portal.arrival-source';

type Source = { source: ApplicationSource; source_detail?: string };

/**
 * Remembers where the candidate came from (issue 29 point 6): our own links say `?source=alert|share|invitation`,
 * any other link's `utm_source` or `ref` makes it `external` with that detail. Kept for the tab (sessionStorage) so it
 * survives sign-up, the resume and the way back to the vacancy; a later link with a mark of its own replaces it, a
 * link without one leaves it.
 */
export function rememberArrivalSource(search: string): void {
  const found = sourceOfLink(new URLSearchParams(search));
  if (!found) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found));
  } catch {
    // Storage refused (private mode, full): the application is then counted as direct.
  }
}

/** The remembered source for an application's body (nothing: the server counts it as `direct`). */
export function arrivalSource(): Source | Record<string, never> {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return {};
    const parsed = JSON.parse(stored) as Source;
    const again = sourceOfLink(
      new URLSearchParams(
        parsed.source === 'external'
          ? { utm_source: parsed.source_detail ?? '' }
          : { source: String(parsed.source) },
      ),
    );
    return again ?? {};
  } catch {
    return {};
  }
}
