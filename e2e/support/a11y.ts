// Accessibility check with axe-core: no serious or critical violation.
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page (or only inside `include`, a CSS selector) and fails on serious or critical
 * findings. axe-core is put in the page once and stays for its later checks (a screen after screen
 * of the same app): @axe-core/playwright put it in again at every check and opened a blank page of
 * its own to merge the results, 2.2 s a check on a two-core machine against 0.5 s here.
 */
export const expectNoSeriousA11yViolations = async (page: Page, include?: string): Promise<void> => {
  // Blocks below the first screen are styled only as they near the viewport (the below-fold utility,
  // apps/web/src/styles.css); axe read an unstyled link's colours there once. Rendered as a scroll to
  // them renders them (src/lib/scroll.ts), they are checked as a person sees them.
  // A dialog fading in is checked once it has: axe read its colours halfway once.
  const hasAxe = await page.evaluate(async () => {
    document.documentElement.dataset.belowFoldRendered = '';
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    return 'axe' in window;
  });
  if (!hasAxe) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    ({ selector, tags }) => (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [selector] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    { selector: include, tags: TAGS },
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
  expect(serious, report).toEqual([]);
};
