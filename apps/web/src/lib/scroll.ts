// Scrolling to a landing-page section that may not be rendered yet (lazy route, data loading).

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * From now on every `below-fold` block (styles.css) is rendered: skipped ones stand in at an
 * estimated height, so a scroll past them to a section would land off it.
 */
const renderAllBelowFold = (): void => {
  document.documentElement.dataset.belowFoldRendered = '';
};

/**
 * Scrolls the element with this id into view, waiting up to `timeoutMs` for it to appear.
 * Resolves true when it scrolled.
 */
export const scrollToSection = (id: string, timeoutMs = 3_000): Promise<boolean> =>
  new Promise((resolve) => {
    const startedAt = Date.now();
    const attempt = () => {
      const element = document.getElementById(id);
      if (element) {
        renderAllBelowFold();
        element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        resolve(true);
        return;
      }
      if (Date.now() - startedAt > timeoutMs) {
        resolve(false);
        return;
      }
      window.setTimeout(attempt, 50);
    };
    attempt();
  });

export const scrollToTop = (): void => {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
};
