// The dashboard tour (dashboard.md §2 Dashboard tutorial): 8 steps, each pointing at a real
// element of the header, found by its data-tour name. When the first name is not on screen (a
// tab inside the closed mobile menu) the next one is used; with none, the step is centred.
import { TUTORIAL_STEPS } from '@app/contract';

export type TTutorialStep = {
  id: string;
  title: string;
  body: string;
  /** data-tour names to highlight, first visible wins; empty: a centred step with no highlight. */
  targets: readonly string[];
};

export const TUTORIAL_STEP_LIST: readonly TTutorialStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to your dashboard!',
    body: 'This quick tour shows you where everything lives. It takes under a minute, and you can skip it at any time.',
    targets: [],
  },
  {
    id: 'plan-event',
    title: 'Plan an event',
    body: 'Start here. Describe your event, your budget and the services you need, and local providers will send you quotes.',
    targets: ['plan-event'],
  },
  {
    id: 'events',
    title: 'My Events',
    body: 'Every event you plan lives here: drafts you are still working on, events waiting for quotes, and completed ones.',
    targets: ['tab-events', 'mobile-menu'],
  },
  {
    id: 'quotes',
    title: 'Quotes',
    body: 'Compare the quotes providers send you side by side, then accept the one that suits you best.',
    targets: ['tab-quotes', 'mobile-menu'],
  },
  {
    id: 'history',
    title: 'History',
    body: 'Look back at past events, who you hired and what you spent.',
    targets: ['tab-history', 'mobile-menu'],
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: 'After an event, rate the providers you worked with. Your reviews help other organisers choose well.',
    targets: ['tab-reviews', 'mobile-menu'],
  },
  {
    id: 'notifications',
    title: 'Notifications',
    body: 'The bell keeps you up to date with what happens on your events.',
    targets: ['notifications'],
  },
  {
    id: 'profile',
    title: 'Your profile',
    body: 'Update your details and password, start this tour again from Help & Demo, or sign out.',
    targets: ['profile-menu'],
  },
];

if (TUTORIAL_STEP_LIST.length !== TUTORIAL_STEPS) {
  throw new Error(`The dashboard tour must have ${TUTORIAL_STEPS} steps`);
}

const isVisible = (element: Element): boolean => {
  if (element.getClientRects().length === 0) return false;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
};

/** The element a step highlights, or null for a centred step. */
export const findTutorialTarget = (step: TTutorialStep, root: ParentNode = document): HTMLElement | null => {
  for (const name of step.targets) {
    for (const element of root.querySelectorAll<HTMLElement>(`[data-tour="${name}"]`)) {
      if (isVisible(element)) return element;
    }
  }
  return null;
};
