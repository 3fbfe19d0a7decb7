import type { Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { portraitBeforeAll, registerThroughApi } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { randomCpf } from '../support/resume-profile';

/**
 * One order for typing and showing a date, the reader's (contracts' dateOrder): a birthdate is typed month first in
 * en-US, as every en-US date is shown, and day first in pt-BR; the same stored day reads right in both.
 */

const picture = portraitBeforeAll('portal-e2e-date-typing', 'photo.png', {
  width: 120,
  height: 160,
  background: '#3a6ea5',
});

async function useLocale(page: Page, baseURL: string, lng: Locale) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL }]);
}

test('en-US: a birthdate is typed month first as digits, stored as that day, and read day first in pt-BR', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lng: Locale = 'en-US';
  const t = (key: string, language: Locale = lng) => text(language, 'careers', `resume.${key}`);
  const email = `datas-${Date.now()}@example.com`;
  await registerThroughApi(page.request, {
    name: 'Mary Month-First',
    email,
    password: 'Datas-Demo-2026!',
    language: lng,
  });
  await useLocale(page, baseURL!, lng);
  await page.goto('/carreiras/curriculo');
  const panel = page.getByRole('tabpanel');
  const birthdate = panel.getByLabel(t('basic.birthdate'), { exact: true });
  await expect(birthdate).toBeVisible();
  await expect(panel.getByText('Month, day and year: MM/DD/YYYY')).toBeVisible();

  await panel.getByLabel(t('basic.picture')).setInputFiles(picture());
  await expect(panel.getByRole('img', { name: t('basic.picturePreview') })).toBeVisible();
  await birthdate.pressSequentially('12241998');
  await expect(birthdate).toHaveValue('12/24/1998');
  await panel.getByLabel(t('basic.nationality'), { exact: true }).fill('American');
  await panel.getByRole('radio', { name: t('basic.sexes.female') }).check();
  await panel.getByLabel(t('basic.cpf'), { exact: true }).pressSequentially(randomCpf());
  await panel.getByLabel(t('basic.phone'), { exact: true }).pressSequentially('47998765432');
  await panel.getByRole('radio', { name: t('no'), exact: true }).check();
  await panel.getByRole('button', { name: t('save') }).click();
  await expect(panel.getByRole('heading', { name: t('sections.basic_information') })).toBeFocused();
  await expectNoSeriousViolations(page);

  const stored = await page.request.get('/api/curriculum/basic-information/v1');
  expect((await stored.json()).birthdate).toMatch(/^1998-12-24/);
  await page.reload();
  await expect(birthdate).toHaveValue('12/24/1998');

  // A day that only exists day first is refused in en-US, with the field's message.
  await birthdate.fill('');
  await birthdate.pressSequentially('24121998');
  await panel.getByRole('button', { name: t('save') }).click();
  await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText(text(lng, 'common', 'validation.birthdateInvalid'))).toBeVisible();

  // The same stored day in Portuguese: day first.
  await useLocale(page, baseURL!, 'pt-BR');
  await page.reload();
  await expect(panel.getByLabel(t('basic.birthdate', 'pt-BR'), { exact: true })).toHaveValue('24/12/1998');
  await expect(panel.getByText('Dia, mês e ano: DD/MM/AAAA')).toBeVisible();
});
