import type { Alert } from '@portal/contracts/alerts';
import { resolveLocale } from '@portal/contracts/locales';
import type { AlertRow } from './alerts.repository';

/** An alert as the API answers it. */
export function alertOf(row: AlertRow): Alert {
  return {
    id: row.id,
    frequency: row.frequency,
    language: resolveLocale(row.locale),
    filters: row.filters,
    confirmed: row.confirmedAt !== null,
    paused: row.pausedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
