import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { test } from '../support/intranet';
import { DESKTOP, recruitingJourney, withPeople } from '../support/recruiting-journey';

/**
 * The recruiting journey end to end in Chromium, in two pairs of
 * languages: the recruiter's intranet in one language and the candidate's portal and mails in another (the mail
 * follows the candidate's language, never the recruiter's). The steps are in support/recruiting-journey.ts; the
 * phone variant (the candidate on a 390 px phone) is recruiting-journey.phone.spec.ts.
 */

const PAIRS: { recruiter: Locale; candidate: Locale }[] = [
  { recruiter: 'pt-BR', candidate: 'es-ES' },
  { recruiter: 'en-US', candidate: 'pt-BR' },
];

for (const pair of PAIRS) {
  test(`recruiter in ${pair.recruiter}, candidate in ${pair.candidate}: publish → found → apply → interview → not selected, each seen by the candidate`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three people, about twenty screens, axe on each at two widths: far more than the default 30 s.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: pair.recruiter, url: baseURL! }]);
    await withPeople(
      browser,
      baseURL!,
      { candidate: { lng: pair.candidate, options: DESKTOP }, visitor: { lng: 'pt-BR', options: DESKTOP } },
      ({ candidate, visitor }) =>
        recruitingJourney({
          recruiter: { page, lng: pair.recruiter },
          candidate: { page: candidate, lng: pair.candidate },
          visitor,
        }),
    );
  });
}
