// The tour's completed flag, in local storage (dashboard.md §2): set when the tour is finished or skipped.
import { STORAGE_KEYS } from '@app/contract';

const local = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const isTutorialCompleted = (): boolean => local()?.getItem(STORAGE_KEYS.tutorialCompleted) === 'true';

export const markTutorialCompleted = (): void => {
  local()?.setItem(STORAGE_KEYS.tutorialCompleted, 'true');
};
