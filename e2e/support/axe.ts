import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The viewports every screen is checked at: a common phone and a laptop. */
export const AXE_VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Runs axe on the WCAG 2.1 A/AA rules and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

/**
 * Waits for the page's finite animations (a toast fading in, a dialog sliding up) to end: axe measures colours as
 * rendered, and text at half opacity in the middle of a fade is not what a reader sees a moment later.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) =>
        Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
      );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
