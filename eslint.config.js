import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/api/src/db/migrations/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Apps import packages, never each other.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/api/**', '@app/api', '@app/api/*'], message: 'The web app talks to the API over HTTP only.' }] }],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      // Shared code never reaches up into features or the app shell.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'components/ and lib/ are shared: they must not import features or app.' }] }],
    },
  },
  {
    files: ['apps/api/**/*.ts', 'packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', '@app/web'], message: 'The API never imports the web app.' }] }],
    },
  },
);
