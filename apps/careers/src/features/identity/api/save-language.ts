import type { CandidateUser } from '@portal/contracts/candidates';
import { type Locale, resolveLocale } from '@portal/contracts/locales';
import { handleError } from '@portal/shell/api/error-reporting';
import { apiFetch } from '@portal/shell/api/http-client';
import { changeLocale, currentLocale, takePickedLocale } from '@portal/shell/i18n/i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { keepCandidate } from './get-candidate-user';

/**
 * PUT /curriculum/candidates/v1/language: the account keeps the language the candidate reads, so mails and
 * notifications follow it and a sign-in on another device restores it.
 */
export async function saveLanguage(language: Locale): Promise<CandidateUser> {
  const candidate = await apiFetch<CandidateUser>('/curriculum/candidates/v1/language', {
    method: 'PUT',
    body: { language },
  });
  await keepCandidate(candidate);
  return candidate;
}

/**
 * The interface speaks the signed-in candidate's language (decision 0071). The first time the candidate is known in
 * this mount (after a sign-in, or on a page load with a session) the account's language is applied, unless the person
 * picked another one in the switcher during this visit: that pick is their latest word and is stored on the account.
 * Afterwards a language picked in the header is stored on the account at once.
 */
export function useAccountLanguage(account: Locale | undefined): void {
  const { i18n } = useTranslation();
  /** The account's language as last known here; undefined until the candidate is known. */
  const stored = useRef<Locale | undefined>(undefined);

  useEffect(() => {
    // Once per mount: later answers (refetched in each language) must not switch the interface back and forth.
    if (!account || stored.current) return;
    stored.current = account;
    const picked = takePickedLocale();
    const current = currentLocale(i18n);
    if (picked && picked === current) {
      if (picked !== account) {
        stored.current = picked;
        saveLanguage(picked).catch(handleError);
      }
    } else if (current !== account) {
      changeLocale(account, i18n).catch(handleError);
    }
  }, [account, i18n]);

  useEffect(() => {
    const onChange = (language: string) => {
      // Before the candidate is known the first effect decides.
      if (!stored.current) return;
      takePickedLocale();
      const chosen = resolveLocale(language);
      if (chosen === stored.current) return;
      stored.current = chosen;
      saveLanguage(chosen).catch(handleError);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
}
