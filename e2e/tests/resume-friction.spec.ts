import { newCandidateWithFinishedResume } from '../support/application-status';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { useLanguage } from '../support/phone';

/**
 * The resume on a desktop in en-US (spec §2 screen 8): all eight section tabs are on screen without scrolling the
 * list, and a finished resume says it is complete and offers to check it rather than to finish it.
 */
test('en-US: every resume tab shows on a desktop; a finished resume says so', async ({
  page,
  context,
  baseURL,
}) => {
  const r = (key: string) => text('en-US', 'careers', `resume.${key}`);
  await useLanguage(context, baseURL ?? '', 'en-US');
  await newCandidateWithFinishedResume(page, 'en-US', 'Dana Desk');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/carreiras/curriculo');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(8);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await expect(page.getByText(r('introFinished'))).toBeVisible();
  await expect(page.getByText(r('intro'), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: r('finishAgain') })).toBeVisible();
  await expect(page.getByRole('button', { name: r('finish'), exact: true })).toHaveCount(0);
});
