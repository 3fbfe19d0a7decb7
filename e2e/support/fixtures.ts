import { test as base, expect } from '@playwright/test';
import { LOCALES } from '@portal/contracts/locales';
import { text } from './locales';

/** The path the shell posts script errors to (packages/shell/src/api/error-reporting.ts). */
export const JAVASCRIPT_ERRORS_PATH = '/api/intranet/system/v1/errors/javascript';
/** The title of the shell's 'unknown error' toast, in every language: 'Erro desconhecido', 'Unknown error', ... */
export const UNKNOWN_ERROR_TITLES = LOCALES.map((lng) => text(lng, 'common', 'errors.unknown.title'));

/**
 * The project's test with two automatic fixtures (every spec imports `test` and `expect` from here):
 *
 * - `failOnPageErrors`: a test fails when its page logs a console error or throws an uncaught error (DESIGN §6:
 *   an unexpected console.error fails). An error a test expects (for example Chromium's "Failed to load resource:
 *   ... 404" for a page that must answer 404) is declared with `test.use({ expectedConsoleErrors: [/pattern/] })`
 *   in the narrowest describe; each pattern is matched against the logged line, which ends with the resource's URL.
 *   A Content Security Policy violation on any page of the test fails it too, whatever it logged.
 * - `failOnUnknownErrors`: a test fails when a page reports a script error to the server (a request to
 *   JAVASCRIPT_ERRORS_PATH) or shows the 'unknown error' toast ('Erro desconhecido', 'Unknown error', 'Error
 *   desconocido'), even for a moment: an expected answer (a validation error, a 4xx) must never look like a crash.
 *   A test about the unknown error itself turns it off with `test.use({ allowUnknownErrors: true })`.
 */
export const test = base.extend<{
  expectedConsoleErrors: RegExp[];
  failOnPageErrors: undefined;
  allowUnknownErrors: boolean;
  failOnUnknownErrors: undefined;
}>({
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
      // A Content Security Policy violation (decision 0068): a blocked eval, script, style or connection. A probe
      // the page catches (zod's `new Function('')`) logs nothing, so the page reports the event itself.
      await page.context().exposeBinding('__portalCspViolation', (_source, violation: string) => {
        problems.push(`Content Security Policy violation: ${violation}`);
      });
      await page.context().addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          (window as unknown as { __portalCspViolation?: (text: string) => void }).__portalCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}${where}`,
          );
        });
      });
      await use(undefined);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  allowUnknownErrors: [false, { option: true }],
  failOnUnknownErrors: [
    async ({ page, allowUnknownErrors }, use) => {
      if (allowUnknownErrors) {
        await use(undefined);
        return;
      }
      const problems: string[] = [];
      page.context().on('request', (request) => {
        if (new URL(request.url()).pathname !== JAVASCRIPT_ERRORS_PATH) return;
        problems.push(`script error reported: ${request.postData() ?? ''}`);
      });
      // Every page of the test watches its DOM for the toast's title and says so at once (a toast goes away).
      await page.context().exposeBinding('__portalUnknownErrorShown', (_source, shown: string) => {
        problems.push(`'unknown error' toast shown: ${shown}`);
      });
      await page.context().addInitScript((titles: string[]) => {
        const seen = new WeakSet<Node>();
        const report = (shown: string) =>
          (
            window as unknown as { __portalUnknownErrorShown?: (text: string) => void }
          ).__portalUnknownErrorShown?.(shown);
        // Text shown on the page (not a script's, a style's or a template's) that holds one of the titles.
        const checkText = (node: Node) => {
          const parent = node.parentElement;
          if (!parent || seen.has(node) || parent.closest('script, style, template, noscript')) return;
          const found = titles.find((title) => node.textContent?.includes(title));
          if (!found) return;
          seen.add(node);
          const around = parent.closest('li, [role="status"], [role="alert"]') ?? parent;
          report(around.textContent?.trim().slice(0, 200) || found);
        };
        const check = (root: Node) => {
          if (root.nodeType === Node.TEXT_NODE) return checkText(root);
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) checkText(node);
        };
        const start = () => {
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.addedNodes) check(node);
              if (record.type === 'characterData') check(record.target);
            }
          }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
        };
        if (document.documentElement) start();
        else document.addEventListener('DOMContentLoaded', start);
      }, UNKNOWN_ERROR_TITLES);
      await use(undefined);
      expect(problems, "no script error report and no 'unknown error' toast").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A suffix no other run or worker repeats, for the names, titles and addresses a test creates. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
