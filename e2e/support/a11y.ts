// Accessibility check with axe-core: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page (or only inside `include`, a CSS selector) and fails on serious or critical findings. */
export const expectNoSeriousA11yViolations = async (page: Page, include?: string): Promise<void> => {
  // Blocks below the first screen are styled only as they near the viewport (the below-fold utility,
  // apps/web/src/styles.css); axe read an unstyled link's colours there once. Rendered as a scroll to
  // them renders them (src/lib/scroll.ts), they are checked as a person sees them.
  // A dialog fading in is checked once it has: axe read its colours halfway once.
  await page.evaluate(async () => {
    document.documentElement.dataset.belowFoldRendered = '';
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
  expect(serious, report).toEqual([]);
};
