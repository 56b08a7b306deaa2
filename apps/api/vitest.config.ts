import { defineProject } from 'vitest/config';

// Each test file gets its own migrated database: in-memory PGlite, and a fresh PostgreSQL database
// as well when TEST_DATABASE_URL is set (see test/harness.ts).
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
