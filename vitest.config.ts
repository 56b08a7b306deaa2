import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite; each workspace is a project.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/web-core', 'apps/api', 'apps/web', 'apps/provider-portal'],
  },
});
