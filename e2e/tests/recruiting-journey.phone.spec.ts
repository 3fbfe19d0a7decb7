import { LOCALE_COOKIE } from '@portal/contracts/locales';
import { test } from '../support/intranet';
import { DESKTOP, recruitingJourney, withPeople } from '../support/recruiting-journey';

/**
 * The recruiting journey (recruiting-journey.spec.ts) with the candidate and the visitor on a phone (the `phone`
 * project: Pixel 7 at 390 px, touch), the recruiter at a desktop in pt-BR, the candidate in en-US: they find the
 * vacancy, apply with a tap and follow the application to its end on the phone.
 */

test('on a phone, a candidate in en-US finds, applies to and follows a vacancy a recruiter publishes and answers', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const phone = test.info().project.use;
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'en-US', url: baseURL! }]);
  const onPhone = {
    viewport: phone.viewport,
    screen: phone.screen,
    userAgent: phone.userAgent,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.isMobile,
    hasTouch: phone.hasTouch,
  };
  await withPeople(
    browser,
    baseURL!,
    { recruiter: { lng: 'pt-BR', options: DESKTOP }, visitor: { lng: 'pt-BR', options: onPhone } },
    ({ recruiter, visitor }) =>
      recruitingJourney({
        recruiter: { page: recruiter, lng: 'pt-BR' },
        candidate: { page, lng: 'en-US' },
        visitor,
      }),
  );
});
