import { afterEach, describe, expect, it } from 'vitest';
import { scrollToSection } from './scroll.ts';

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.belowFoldRendered;
});

describe('scrollToSection', () => {
  it('renders every below-fold block before it scrolls, so the sections above have their real heights', async () => {
    const section = document.createElement('section');
    section.id = 'services';
    let isRenderedAtScroll: boolean | undefined;
    section.scrollIntoView = () => {
      isRenderedAtScroll = document.documentElement.hasAttribute('data-below-fold-rendered');
    };
    document.body.append(section);
    expect(document.documentElement.hasAttribute('data-below-fold-rendered')).toBe(false);
    await expect(scrollToSection('services')).resolves.toBe(true);
    expect(isRenderedAtScroll).toBe(true);
  });

  it('leaves the page as it is when no such section appears', async () => {
    await expect(scrollToSection('nowhere', 0)).resolves.toBe(false);
    expect(document.documentElement.hasAttribute('data-below-fold-rendered')).toBe(false);
  });
});
