import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The shape of the code base, enforced (docs/architecture.md):
// - apps import packages, never each other; packages import no app;
// - in a web app, features never import each other (the app/ layer composes them), and the
//   shared layers (components/, lib/) import neither features nor app/;
// - in the API, plugins never import modules;
// - no import cycles; production code never imports test code;
// - no raw fetch outside the API client; every TanStack Query key comes from lib/query-keys.ts.

const WEB_APPS = ['apps/web', 'apps/provider-portal'];
const dirsOf = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
};

const webZones = WEB_APPS.flatMap((appDir) => {
  const src = `./${appDir}/src`;
  const features = dirsOf(`${appDir}/src/features`);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'Features never import each other: compose them in app/, or move what both need to lib/ or components/.',
    })),
    { target: [`${src}/features`, `${src}/lib`, `${src}/components`], from: `${src}/app`, message: 'Only app/ composes the app: features, lib and components never import it.' },
    { target: [`${src}/lib`, `${src}/components`], from: `${src}/features`, message: 'lib/ and components/ are shared: they never import a feature.' },
  ];
});

const appNames = dirsOf('apps');
const appZones = appNames.map((app) => ({
  target: `./apps/${app}`,
  from: './apps',
  except: [`./${app}`],
  message: 'Apps import packages, never each other (the web apps talk to the API over HTTP).',
}));

const architectureZones = [
  ...appZones,
  { target: './packages', from: './apps', message: 'Packages are shared by the apps: they never import an app.' },
  { target: './apps/api/src/plugins', from: './apps/api/src/modules', message: 'Plugins are infrastructure: they never import a module (modules use plugins).' },
  ...webZones,
];

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', 'e2e/**', 'bench/**', '**/vitest.config.ts', '**/vite.config.ts'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/api/src/db/migrations/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these the import rules never read a TypeScript file, and no-cycle finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'import-x/no-restricted-paths': ['error', { zones: architectureZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/test/**', '**/testing/**', '**/*.test', '**/*.test.*'], message: 'Production code never imports test code.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/provider-portal/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/web-core/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/provider-portal/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}', 'packages/web-core/src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'packages/web-core/src/api-client.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the API client (@app/web-core/api-client.ts), never with a raw fetch.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through the API client (@app/web-core/api-client.ts).' },
        { object: 'globalThis', property: 'fetch', message: 'Call the API through the API client (@app/web-core/api-client.ts).' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: 'Query keys live in lib/query-keys.ts: use queryKeys.* so every feature invalidates the same key.' },
        { selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression", message: 'Query keys live in lib/query-keys.ts: use queryKeys.* so every feature invalidates the same key.' },
      ],
    },
  },
);
