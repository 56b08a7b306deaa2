import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/web-core/src/testing/setup.ts'],
    restoreMocks: true,
    // Typing through user-event is slow on a busy two-core machine.
    testTimeout: 15_000,
  },
});
