import { defineProject } from 'vitest/config';

// The Lighthouse check's own rules (the specs under tests/ are Playwright's, not Vitest's).
export default defineProject({ test: { name: 'e2e', include: ['lighthouse/**/*.test.ts'] } });
