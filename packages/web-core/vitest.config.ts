import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web-core',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
  },
});
