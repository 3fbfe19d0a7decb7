import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatCpf } from '@portal/contracts/cpf';
import type { Locale } from '@portal/contracts/locales';
import { portraitBeforeAll, registerThroughApi, signInThroughApi } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { typeDigits } from '../support/phone';
import { expectApprenticeMessage, fillAddress, interestBoxes, randomCpf } from '../support/resume-profile';

/** A new candidate of each attempt (a retry starts again from an empty resume): e-mail, password and a CPF of its own. */
interface Candidate {
  email: string;
  password: string;
  /** The CPF as the form shows it once typed: 000.000.000-00. */
  cpf: string;
}

async function signIn(page: Page, lng: 'pt-BR' | 'en-US'): Promise<Candidate> {
  const digits = randomCpf();
  const candidate = {
    email: `resume-${lng.toLowerCase()}-${Date.now()}@example.com`,
    password: 'Quiet-River-Morning-42',
    cpf: formatCpf(digits),
  };
  const name = lng === 'pt-BR' ? 'Clara Curriculo' : 'Clara Resume';
  await registerThroughApi(page.request, {
    name,
    email: candidate.email,
    password: candidate.password,
    language: lng,
  });
  return candidate;
}

const picture = portraitBeforeAll('portal-e2e-resume', 'photo.png', {
  width: 120,
  height: 160,
  background: '#4a7bb7',
});

function resume(page: Page, lng: Locale) {
  const t = (key: string, params?: Record<string, string | number>) =>
    text(lng, 'careers', `resume.${key}`, params);
  const m = (key: string) => text(lng, 'common', key);
  const tab = (section: string) => page.getByRole('tab', { name: new RegExp(t(`sections.${section}`)) });
  const panel = page.getByRole('tabpanel');
  const saved = async (key = 'saved') => {
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t(key) })
        .first(),
    ).toBeVisible();
  };
  return { t, m, tab, panel, saved };
}

/** Axe once the toasts are gone (a toast fading in is measured at part of its contrast). */
async function axe(page: Page) {
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 6_000 });
  await expectNoSeriousViolations(page);
}

async function fillEverySection(page: Page, lng: 'pt-BR' | 'en-US', candidate: Candidate) {
  const { t, m, tab, panel, saved } = resume(page, lng);
  await page.goto(`/carreiras/curriculo?lang=${lng}`);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expect(page.getByText(text(lng, 'library', 'steps.stepOf', { current: 1, total: 8 }))).toBeVisible();
  await axe(page);

  // 1. Basic information: the spec's messages first, then the keyboard alone (the picture through its input).
  await panel.getByRole('button', { name: t('save') }).click();
  await expect(panel.getByText(m('validation.pictureRequired'))).toBeVisible();
  await expect(panel.getByText(m('validation.birthdateInvalid'))).toBeVisible();
  await expect(
    panel
      .getByText(m('validation.phoneInvalid'))
      .or(panel.getByText(m('validation.required')))
      .first(),
  ).toBeVisible();
  // The picture: a button in the page's language over the browser's file input.
  await expect(panel.getByText(t('basic.choosePicture'), { exact: true })).toBeVisible();
  await panel.getByLabel(t('basic.picture')).setInputFiles(picture());
  await expect(panel.getByRole('img', { name: t('basic.picturePreview') })).toBeVisible();
  await expect(panel.getByText('photo.png')).toBeVisible();
  // An empty resume starts with the account's name and e-mail.
  const name = panel.getByLabel(t('basic.name'), { exact: true });
  await expect(name).not.toHaveValue('');
  await expect(panel.getByLabel(t('basic.email'), { exact: true })).toHaveValue(candidate.email);
  await name.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Clara Currículo');
  await page.keyboard.press('Tab');
  // Dates typed as a phone keypad does: digits only, the slashes appear by themselves.
  await page.keyboard.type('31022001');
  await expect(panel.getByLabel(t('basic.birthdate'), { exact: true })).toHaveValue('31/02/2001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Brasileira');
  await page.keyboard.press('Tab');
  // Sex: a radio group, chosen with the arrow keys.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.type(candidate.cpf.replace(/\D/g, ''));
  await page.keyboard.press('Tab');
  await page.keyboard.type(candidate.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('47998765432');
  await page.keyboard.press('Tab');
  await page.keyboard.type('47998765432');
  await page.keyboard.press('Enter');
  await expect(panel.getByText(m('validation.birthdateInvalid'))).toBeVisible();
  await expect(panel.getByText(m('validation.secondaryPhoneSameAsPrimary'))).toBeVisible();
  await expect(panel.getByLabel(t('basic.cpf'), { exact: true })).toHaveValue(candidate.cpf);
  await panel.getByLabel(t('basic.birthdate'), { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  // 20 May 2001 in the reader's order: month first in en-US.
  await page.keyboard.type(lng === 'en-US' ? '05202001' : '20052001');
  await panel.getByLabel(t('basic.secondaryPhone'), { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('4732764000');
  await expect(panel.getByLabel(t('basic.secondaryPhone'), { exact: true })).toHaveValue('(47) 3276-4000');
  await page.keyboard.press('Enter');
  await saved();
  // After the save the focus is on the section's heading, not on <body>.
  await expect(panel.getByRole('heading', { name: t('sections.basic_information') })).toBeFocused();
  await axe(page);

  // Leaving a section with unsaved changes asks first.
  await panel.getByLabel(t('basic.nationality'), { exact: true }).fill('Brasileira naturalizada');
  await tab('address').click();
  const dialog = page.getByRole('dialog', { name: t('unsavedTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('stay') }).click();
  await expect(panel.getByLabel(t('basic.nationality'), { exact: true })).toHaveValue(
    'Brasileira naturalizada',
  );
  // So does leaving the page through one of its links (here the breadcrumbs' way back to the vacancies).
  await page
    .getByRole('navigation', { name: text(lng, 'library', 'pageHeader.breadcrumbs') })
    .getByRole('link')
    .first()
    .click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('stay') }).click();
  await expect(page).toHaveURL(/\/carreiras\/curriculo(\?|$)/);
  await expect(panel.getByLabel(t('basic.nationality'), { exact: true })).toHaveValue(
    'Brasileira naturalizada',
  );
  await panel.getByLabel(t('basic.nationality'), { exact: true }).fill('Brasileira');
  await panel.getByRole('button', { name: t('save') }).click();
  await saved();

  // 2. Address: a CEP outside the state's ranges, a state name instead of its acronym, a long number.
  await tab('address').click();
  await expect(page.getByText(text(lng, 'library', 'steps.stepOf', { current: 2, total: 8 }))).toBeVisible();
  await fillAddress(page, lng);
  await panel.getByLabel(t('address.district'), { exact: true }).fill('Centro');
  await panel.getByLabel(t('address.street'), { exact: true }).fill('Rua Walter Marquardt');
  await panel.getByLabel(t('address.number'), { exact: true }).fill('1000');
  await panel.getByRole('button', { name: t('save') }).click();
  await saved();
  await axe(page);

  // 3. Degrees: invalid dates, then one degree; the last one cannot be deleted. Dates are typed as digits only,
  // as on a phone's numeric keypad: the mask puts the slash in.
  await tab('degrees').click();
  await expect(panel.getByText(m('validation.degreeRequired'))).toBeVisible();
  await panel.getByLabel(t('degrees.degree'), { exact: true }).selectOption({ index: 10 });
  await panel.getByLabel(t('degrees.course'), { exact: true }).fill('Engenharia Elétrica');
  await panel.getByRole('radio', { name: t('yes') }).check();
  await panel.getByLabel(t('degrees.institution'), { exact: true }).fill('UDESC');
  await typeDigits(panel.getByLabel(t('startDate'), { exact: true }), '132018');
  await expect(panel.getByLabel(t('startDate'), { exact: true })).toHaveValue('13/2018');
  await typeDigits(panel.getByLabel(t('endDate'), { exact: true }), '122017');
  await panel.getByRole('button', { name: t('add') }).click();
  await expect(panel.getByText(m('validation.dateInvalid'))).toBeVisible();
  await typeDigits(panel.getByLabel(t('startDate'), { exact: true }), '022018');
  await panel.getByRole('button', { name: t('add') }).click();
  await expect(panel.getByText(m('validation.endDateBeforeStartDate'))).toBeVisible();
  await typeDigits(panel.getByLabel(t('endDate'), { exact: true }), '122022');
  await expect(panel.getByLabel(t('endDate'), { exact: true })).toHaveValue('12/2022');
  await panel.getByRole('button', { name: t('add') }).click();
  await saved('added');
  await expect(panel.getByText('Engenharia Elétrica — UDESC')).toBeVisible();
  // After adding, the focus is on the list, not lost on the page.
  await expect(panel.getByRole('list', { name: t('sections.degrees') })).toBeFocused();
  await panel.getByRole('button', { name: `${t('delete')}: Engenharia Elétrica — UDESC` }).click();
  await expect(page.getByRole('dialog').getByText(m('validation.lastDegreeDelete'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveAccessibleName(t('deleteRefusedTitle'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('ok') })
    .click();
  await axe(page);

  // 4. Complements (optional): one course.
  await tab('complements').click();
  await panel.getByLabel(t('complements.category'), { exact: true }).selectOption({ index: 1 });
  await panel.getByLabel(t('complements.institution'), { exact: true }).fill('SENAI');
  await panel.getByLabel(t('complements.description'), { exact: true }).fill('NR-10');
  await typeDigits(panel.getByLabel(t('startDate'), { exact: true }), '012023');
  await typeDigits(panel.getByLabel(t('endDate'), { exact: true }), '032023');
  await panel.getByRole('button', { name: t('add') }).click();
  await saved('added');
  await expect(panel.getByText('NR-10 — SENAI')).toBeVisible();
  await axe(page);

  // 5. Languages.
  await tab('languages').click();
  await panel.getByLabel(t('languages.language'), { exact: true }).selectOption({ index: 1 });
  await panel.getByLabel(t('languages.level'), { exact: true }).selectOption({ index: 2 });
  await panel.getByRole('button', { name: t('add') }).click();
  await saved('added');
  await axe(page);

  // 6. Experiences: not a first job, one current job (a box, never the word 'Present').
  await tab('experiences').click();
  await panel.getByRole('radio', { name: t('no') }).check();
  await panel.getByLabel(t('experiences.company'), { exact: true }).fill('WEG');
  await panel.getByLabel(t('experiences.role'), { exact: true }).fill('Eletricista');
  await typeDigits(panel.getByLabel(t('startDate'), { exact: true }), '012023');
  await panel.getByRole('checkbox', { name: t('experiences.current') }).check();
  await expect(panel.getByLabel(t('endDate'), { exact: true })).toHaveCount(0);
  await panel.getByRole('button', { name: t('add') }).click();
  await saved('added');
  const experience = panel.getByRole('listitem').filter({ hasText: 'Eletricista — WEG' });
  await expect(experience).toContainText(`01/2023 – ${t('present')}`);
  await axe(page);

  // 7. Interests: at least one option; young apprentice only for ages 14 to 24 (born 2001: allowed or not by today).
  await tab('interests').click();
  // As a person does: the section's boxes are on screen before Save is pressed (its code may still be arriving).
  await expect(interestBoxes(panel, t('interests.workshifts')).first()).toBeVisible();
  await panel.getByRole('button', { name: t('save') }).click();
  await expect(panel.getByText(m('validation.selectAtLeastOne')).first()).toBeVisible();
  await interestBoxes(panel, t('interests.workshifts')).first().check();
  await interestBoxes(panel, t('interests.areas')).nth(1).check();
  await panel.getByRole('checkbox', { name: t('interests.internship') }).check();
  await expectApprenticeMessage(page, lng);
  await panel.getByRole('button', { name: t('save') }).click();
  await saved();
  await axe(page);

  // 8. Vacancies: the candidate's applications.
  await tab('vacancies').click();
  await expect(panel.getByRole('heading', { name: t('sections.vacancies') })).toBeVisible();
  await axe(page);

  // Finish: the server checks every section, then the final message.
  await page.getByRole('button', { name: t('finish') }).click();
  await expect(page).toHaveURL(/\/carreiras\/cadastro-concluido$/);
  // Screen 9: the final message.
  await expect(
    page.getByRole('heading', { level: 1, name: text(lng, 'careers', 'registrationComplete.title') }),
  ).toBeVisible();
  await expect(page.getByText(text(lng, 'careers', 'registrationComplete.keepUpdated'))).toBeVisible();
}

test.describe('resume', () => {
  test('a new candidate fills every section and finishes, in pt-BR', async ({ page }) => {
    test.setTimeout(120_000);
    await fillEverySection(page, 'pt-BR', await signIn(page, 'pt-BR'));
  });

  test('the same in English', async ({ page }) => {
    test.setTimeout(120_000);
    await fillEverySection(page, 'en-US', await signIn(page, 'en-US'));
  });

  test('a picture over 8 MB or a file that is not an image is refused with the spec messages', async ({
    page,
  }) => {
    const folder = join(tmpdir(), 'portal-e2e-resume');
    const large = join(folder, 'large.png');
    writeFileSync(large, Buffer.alloc(9 * 1024 * 1024, 1));
    const notImage = join(folder, 'notes.png');
    writeFileSync(notImage, 'this is not a picture');
    await signInThroughApi(page.request, 'candidata@example.com', 'Candidata-Demo-2026!');
    const { t, m, panel } = resume(page, 'pt-BR');
    await page.goto('/carreiras/curriculo');
    await panel.getByLabel(t('basic.picture')).setInputFiles(large);
    await expect(panel.getByText(m('errors.imageTooLarge'))).toBeVisible();
    await panel.getByLabel(t('basic.picture')).setInputFiles(notImage);
    await expect(panel.getByText(m('validation.pictureConversionFailed'))).toBeVisible();
  });

  test('a visitor is sent to sign in', async ({ page }) => {
    await page.goto('/carreiras/curriculo');
    await expect(page).toHaveURL(/\/carreiras\/register\?next=%2Fcurriculo/);
  });
});
