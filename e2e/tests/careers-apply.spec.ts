import type { Page } from '@playwright/test';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from '../support/axe';
import {
  applyThroughApi,
  cancelAllThroughApi,
  escapeRegExp,
  expectHydrated,
  openVacancy,
  signInAsDemoCandidate,
} from '../support/careers';
import { expect, test } from '../support/fixtures';
import { translator } from '../support/locales';

const t = translator('pt-BR');
const MY_APPLICATIONS = t('careers', 'applications.pageTitle');

function toasts(page: Page) {
  return page.getByRole('region', { name: t('library', 'toast.region') });
}

/** The candidate's applications on /carreiras/minhas-inscricoes: one list item per vacancy applied to. */
function applicationList(page: Page) {
  return page.getByRole('list', { name: MY_APPLICATIONS });
}

function applicationOf(page: Page, title: string) {
  return applicationList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The vacancy's "Cancel registration" button in the list (its name goes on with the vacancy's title). */
function cancelButtonOf(page: Page, title: string) {
  return applicationOf(page, title).getByRole('button', { name: t('careers', 'registration.cancel') });
}

/** 'Do you really want to unsubscribe?' */
function unsubscribeDialog(page: Page) {
  return page.getByRole('dialog', { name: t('careers', 'registration.confirmTitle') });
}

test.describe('careers: applying to a vacancy', () => {
  test('signed in: Confirm Registration applies; My applications lists it and cancels it after the prompt', async ({
    page,
    request,
  }) => {
    const vacancy = await openVacancy(request);
    await signInAsDemoCandidate(page);
    await cancelAllThroughApi(page);

    const main = page.getByRole('main');
    const confirm = main.getByRole('button', { name: t('careers', 'registration.confirm') });
    const applied = main.getByText(t('careers', 'registration.applied'));

    await test.step('apply on the vacancy page', async () => {
      await page.goto(`/carreiras/vagas/${vacancy.id}`);
      await expectHydrated(page, 'pt-BR', vacancy.title);
      await confirm.click();
      await expect(toasts(page).getByRole('status')).toContainText(t('careers', 'registration.success'));
      await expect(applied).toBeVisible();
      // Focus moves from the button that went away to the message that replaced it.
      await expect(applied).toBeFocused();
      await expect(confirm).toHaveCount(0);
      await expect(main.getByRole('button', { name: t('careers', 'registration.cancel') })).toBeVisible();
      // The server keeps it.
      await page.reload();
      await expect(applied).toBeVisible();
    });

    await test.step('My applications lists it', async () => {
      await page
        .getByRole('navigation', { name: t('library', 'sidebar.navLabel') })
        .getByRole('link', { name: t('careers', 'nav.myApplications') })
        .click();
      await expect(page).toHaveURL(/\/carreiras\/minhas-inscricoes$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MY_APPLICATIONS);
      await expect(applicationList(page).getByRole('listitem')).toHaveCount(1);
      const item = applicationOf(page, vacancy.title);
      await expect(item).toContainText(vacancy.unit.name);
      await expect(item).toContainText(
        t('careers', 'vacancies.facts.cityState', { city: vacancy.city, state: vacancy.state }),
      );
      await expect(item).toContainText(t('careers', 'applications.statuses.received'));
      await expect(item).toContainText(t('careers', 'applications.vacancyOpen'));
    });

    await test.step('the prompt: keeping the registration changes nothing', async () => {
      // Among several applications, a screen reader user hears which one a button cancels.
      await expect(cancelButtonOf(page, vacancy.title)).toHaveAccessibleName(
        new RegExp(
          `^${escapeRegExp(t('careers', 'registration.cancel'))}\\s?: ${escapeRegExp(vacancy.title)}$`,
        ),
      );
      await cancelButtonOf(page, vacancy.title).click();
      const dialog = unsubscribeDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(
        t('careers', 'registration.confirmDescription', { title: vacancy.title }),
      );
      await dialog.getByRole('button', { name: t('careers', 'registration.keep') }).click();
      await expect(dialog).toBeHidden();
      await expect(cancelButtonOf(page, vacancy.title)).toBeFocused();
      await expect(applicationOf(page, vacancy.title)).toBeVisible();
    });

    await test.step('cancel after the prompt: it stays listed as cancelled, without a cancel button', async () => {
      await cancelButtonOf(page, vacancy.title).click();
      const dialog = unsubscribeDialog(page);
      await expect(dialog).toContainText(t('careers', 'registration.confirmTitle'));
      await dialog.getByRole('button', { name: t('careers', 'registration.unsubscribe') }).click();
      await expect(dialog).toBeHidden();
      await expect(toasts(page).getByRole('status')).toContainText(t('careers', 'registration.cancelled'));
      // Decision 0051: an application ends with a status the candidate sees, it is never silently deleted.
      const withdrawn = t('careers', 'applications.statuses.withdrawn');
      await expect(applicationOf(page, vacancy.title)).toContainText(withdrawn);
      await expect(cancelButtonOf(page, vacancy.title)).toHaveCount(0);
      await page.reload();
      await expect(applicationOf(page, vacancy.title)).toContainText(withdrawn);
      await expect(cancelButtonOf(page, vacancy.title)).toHaveCount(0);
    });

    await test.step('the vacancy can be applied to again', async () => {
      await page.goto(`/carreiras/vagas/${vacancy.id}`);
      await expect(confirm).toBeEnabled();
      await expect(applied).toHaveCount(0);
    });
  });

  test('signed out: Confirm Registration leads to sign-in or registration, with the way back to the vacancy', async ({
    page,
    request,
  }) => {
    const vacancy = await openVacancy(request);
    await page.goto(`/carreiras/vagas/${vacancy.id}`);
    await expectHydrated(page, 'pt-BR', vacancy.title);
    const confirm = page.getByRole('main').getByRole('link', { name: t('careers', 'registration.confirm') });
    await expect(confirm).toHaveAccessibleDescription(t('careers', 'registration.signInHint'));
    await confirm.click();
    await expect(page).toHaveURL((url) => url.pathname === '/carreiras/register');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/vagas/${vacancy.id}`);
  });
});

test.describe('careers: accessibility of My applications, signed in (axe, pt-BR)', () => {
  for (const viewport of AXE_VIEWPORTS) {
    test(`at ${viewport.width} px: the list and the unsubscribe prompt`, async ({ page, request }) => {
      const vacancy = await openVacancy(request, 1);
      await signInAsDemoCandidate(page);
      await cancelAllThroughApi(page);
      await applyThroughApi(page, vacancy.id);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });

      await page.goto('/carreiras/minhas-inscricoes');
      await expectHydrated(page, 'pt-BR', MY_APPLICATIONS);
      // Loaded directly, the lazily loaded page is hydrated in place, not shown a second time below.
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(applicationOf(page, vacancy.title)).toBeVisible();
      await test.step('the list', () => expectNoSeriousViolations(page));

      await cancelButtonOf(page, vacancy.title).click();
      const dialog = unsubscribeDialog(page);
      await expect(dialog).toBeVisible();
      // Wait for the opening animation to end, so colours are measured at full opacity.
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      await test.step('the prompt', () => expectNoSeriousViolations(page));

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await cancelAllThroughApi(page);
    });
  }
});
