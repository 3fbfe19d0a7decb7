import type { LocalizedTextBody } from '@portal/contracts/recruiting';
import { currentLocale } from '@portal/shell/i18n/i18n';

/** A vacancy's text in the interface language, pt-BR when it has no translation (as the public pages do). */
export function localizedTitle(text: LocalizedTextBody): string {
  const locale = currentLocale() as keyof LocalizedTextBody;
  return text[locale] || text['pt-BR'];
}
