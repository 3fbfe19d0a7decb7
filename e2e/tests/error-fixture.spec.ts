import { expect, JAVASCRIPT_ERRORS_PATH, test, UNKNOWN_ERROR_TITLES } from '../support/fixtures';

/**
 * The automatic `failOnUnknownErrors` fixture really fails a test (each test here is expected to fail: Playwright
 * reports it as passed only when it does). A page that reports a script error, or shows the 'unknown error' toast
 * for a moment, must fail whatever the test itself checks.
 */
test.describe('the e2e fixture against unknown errors', () => {
  test('fails a test whose page reports a script error', async ({ page }) => {
    test.fail();
    await page.goto('/carreiras');
    const status = await page.evaluate(async (path) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify({
          message: 'e2e: a script error',
          stack: null,
          agent: navigator.userAgent,
          status: 'Untreated',
          renderer: 'client',
        }),
      });
      return response.status;
    }, JAVASCRIPT_ERRORS_PATH);
    expect(status).toBeLessThan(300);
  });

  for (const title of UNKNOWN_ERROR_TITLES) {
    test(`fails a test whose page shows '${title}' even for a moment`, async ({ page }) => {
      test.fail();
      await page.goto('/carreiras');
      await page.evaluate((shown) => {
        const toast = document.createElement('div');
        toast.textContent = shown;
        document.body.append(toast);
        setTimeout(() => toast.remove(), 50);
      }, title);
      await expect(page.getByText(title)).toHaveCount(0);
    });
  }
});
