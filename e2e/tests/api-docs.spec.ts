import { expect, test } from '../support/fixtures';

// The API's documentation (DESIGN §2: OpenAPI at /api/docs) is Swagger UI under a CSP of its own (decision 0043).
test.describe('/api/docs', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px it draws the operations with no console error and no CSP violation`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.setViewportSize(viewport);
      const response = await page.goto('/api/docs');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
      await expect(page.getByRole('heading', { level: 1, name: /Careers portal API/ })).toBeVisible();
      await expect(page.getByText('/api/auth/auth/v1/token', { exact: true }).first()).toBeVisible();
      // Swagger UI writes an inline <style> (its logo's) while it starts: allowed by its hash, so nothing is logged.
      expect(errors).toEqual([]);
    });
  }
});
