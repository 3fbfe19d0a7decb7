import { test as base, expect } from '@playwright/test';

/**
 * The project's test with one automatic fixture: a test fails when its page logs a console error or throws an
 * uncaught error (DESIGN §6: an unexpected console.error fails). Every spec imports `test` and `expect` from here.
 *
 * An error a test expects (for example Chromium's "Failed to load resource: ... 404" for a page that must answer
 * 404) is declared with `test.use({ expectedConsoleErrors: [/pattern/] })` in the narrowest describe; each pattern
 * is matched against the logged line, which ends with the resource's URL.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; failOnPageErrors: undefined }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        const line = `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
        if (expectedConsoleErrors.some((pattern) => pattern.test(line))) return;
        problems.push(line);
      });
      page.on('pageerror', (error) => {
        problems.push(`uncaught page error: ${error.message}`);
      });
      await use(undefined);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
