// Vitest set-up for the web project: DOM matchers, a clean DOM and storage per test,
// and an unexpected console.error fails the test (epic-stack's setup-test-env).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../notify.ts';

// Lazy dialogs and pages load their chunk on first use; on two busy cores that alone can take more
// than Testing Library's default second (a lazy page once missed 5 s with the e2e suite running
// beside it), so findBy* and waitFor wait up to 10 s, still failing when what is looked for never comes.
configure({ asyncUtilTimeout: 10_000 });

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

/** For a test that expects console.error: call it to take (and clear) what was logged. */
export const takeConsoleErrors = (): unknown[][] => {
  const taken = consoleErrors;
  consoleErrors = [];
  return taken;
};
