import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { expect } from './fixtures';
import { text } from './locales';

/** The boxes of one group of the resume's interests (the shifts, the areas), found by the group's legend. */
export function interestBoxes(panel: Locator, legend: string): Locator {
  return panel.getByRole('group', { name: legend }).getByRole('checkbox');
}

/** The country Brasil in each language, as the country select shows it. */
const BRAZIL: Record<Locale, string> = { 'pt-BR': 'Brasil', 'en-US': 'Brazil', 'es-ES': 'Brasil' };

/**
 * The address section as a person on a phone fills it: Brasil already chosen (first in the list), the spec's
 * messages for a state name and a long number, then CEPs typed as digits only that fill state and city by
 * themselves. Leaves a valid CEP, state and city; district, street and number are the caller's.
 */
export async function fillAddress(page: Page, lng: Locale) {
  const t = (key: string) => text(lng, 'careers', `resume.address.${key}`);
  const m = (key: string) => text(lng, 'common', key);
  const panel = page.getByRole('tabpanel');
  const country = panel.getByLabel(t('country'), { exact: true });
  await expect(country).toHaveValue('BR');
  await expect(country.locator('option:checked')).toHaveText(BRAZIL[lng]);
  await expect(country.locator('option').first()).toHaveText(BRAZIL[lng]);
  // Choosing Brasil again keeps what was typed in the state.
  const state = panel.getByLabel(t('state'), { exact: true });
  await state.fill('Santa Catarina');
  await country.selectOption('BR');
  await expect(state).not.toHaveValue('');
  await panel.getByLabel(t('number'), { exact: true }).fill('12345678901');
  await panel.getByRole('button', { name: text(lng, 'careers', 'resume.save') }).click();
  await expect(panel.getByText(m('validation.stateAcronymOnly'))).toBeVisible();
  await expect(panel.getByText(m('validation.numberTooLarge'))).toBeVisible();
  // A São Paulo CEP typed as digits: the mask, then state and city from the CEP.
  const postal = panel.getByLabel(t('postalCode'), { exact: true });
  const city = panel.getByLabel(t('city'), { exact: true });
  await postal.pressSequentially('01310100');
  await expect(postal).toHaveValue('01310-100');
  await expect(state).toHaveValue('SP');
  await expect(city).toHaveValue('São Paulo');
  // A state that does not match the CEP.
  await state.fill('SC');
  await panel.getByRole('button', { name: text(lng, 'careers', 'resume.save') }).click();
  await expect(panel.getByText(m('validation.postalCodeInvalid'))).toBeVisible();
  await postal.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await postal.pressSequentially('89251000');
  await expect(postal).toHaveValue('89251-000');
  await expect(city).toHaveValue('Jaraguá do Sul');
  await expect(state).toHaveValue('SC');
  await expect(panel.getByText(m('validation.postalCodeInvalid'))).toHaveCount(0);
}

/** Full years on today's date of a birthdate 'yyyy-MM-dd'. */
function ageToday(birthdate: string): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const now = new Date();
  const before = now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day);
  return now.getFullYear() - year - (before ? 1 : 0);
}

/**
 * Young apprentice for a candidate born `birthdate`: outside 14-24 the box says why next to it (tied by
 * aria-describedby) and stays as ticked until the person unticks it; inside, no message.
 */
export async function expectApprenticeMessage(page: Page, lng: Locale, birthdate = '2001-05-20') {
  const panel = page.getByRole('tabpanel');
  const box = panel.getByRole('checkbox', { name: text(lng, 'careers', 'resume.interests.youngApprentice') });
  const message = panel.getByText(text(lng, 'common', 'validation.apprenticeAge'));
  await box.check();
  const age = ageToday(birthdate);
  if (age >= 14 && age <= 24) {
    await expect(message).toHaveCount(0);
  } else {
    await expect(message).toBeVisible();
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-describedby', (await message.getAttribute('id')) ?? 'missing');
  }
  await box.uncheck();
  await expect(message).toHaveCount(0);
}

/** A valid CPF nobody else has: nine random digits and their two check digits. */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(digits).size === 1) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}
