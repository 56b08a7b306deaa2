import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'provider-portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/web-core/src/testing/setup.ts'],
    restoreMocks: true,
    // Test files share their worker's modules (as the API's do): the DOM, storage and toasts are
    // cleared after every test (web-core's testing/setup.ts), and the project ran 147 -> 57 s
    // together with the other site's, passing in shuffled orders too.
    isolate: false,
    // Typing through user-event is slow on a busy two-core machine.
    testTimeout: 15_000,
  },
});
