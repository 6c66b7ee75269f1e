// Lint: type-aware TypeScript rules everywhere, Lit and web-component rules plus
// browser-compatibility checks (browserslist "chrome >= 68") for the TV app, and "chrome >= 53" for the
// legacy build's entry.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import compat from 'eslint-plugin-compat';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'bench/results/',
      'packages/',
      // Written by lit-localize (npm run i18n:extract) from the XLIFF catalogues.
      'src/app/i18n/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.test.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // A file holds one idea; past 250 lines it is usually two (README.md, Layout). The generated
      // language catalogues, one table each, are not linted at all.
      'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node }, parserOptions: { project: false, program: null } },
  },
  {
    files: ['src/app/**/*.ts', 'src/shared/**/*.ts'],
    plugins: { lit, wc, compat },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      // Guarded at run time where used (feature detection with a fallback).
      polyfills: ['navigator.locks', 'Intl.NumberFormat'],
    },
    rules: {
      ...lit.configs.recommended.rules,
      ...wc.configs.recommended.rules,
      'compat/compat': 'error',
    },
  },
  // Layers (docs/navigation.md#layers): navigation knows nothing of the elements drawn with it, and the
  // app and the provider never import each other.
  {
    files: ['src/app/nav/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/ui/*', '**/ui/**'], message: 'src/app/nav imports nothing from src/app/ui.' },
            { group: ['**/provider/**'], message: 'The app never imports the provider.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.ts'],
    ignores: ['src/app/nav/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/provider/**'], message: 'The app never imports the provider.' }] },
      ],
    },
  },
  {
    files: ['src/provider/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**'], message: 'The provider never imports the app.' }] },
      ],
    },
  },
  // The provider's layers (docs/provider.md#a-provider-module-in-five-minutes): the rest of the provider
  // reaches the authorization server only through its module file, and the store seam and the HTTP
  // helpers, which every module stands on, import no module.
  {
    files: ['src/provider/**/*.ts'],
    ignores: ['src/provider/oauth/**', 'src/provider/store/**', 'src/provider/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'The provider never imports the app.' },
            {
              group: ['**/oauth/**', '!**/oauth/module.ts'],
              message:
                'Outside src/provider/oauth, import the authorization server from oauth/module.ts only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/provider/store/**/*.ts', 'src/provider/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'The provider never imports the app.' },
            {
              group: ['**/oauth/**', '**/apis/**', '**/secevents/**', '**/directory/**', '**/cli/**'],
              message:
                'src/provider/store and src/provider/http sit below the modules and import none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The wire types and scope names both sides use import nothing but each other: not the app, not the
    // provider, not a package (test/structure/import-graph.test.ts checks the same from the import graph).
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/)',
              message: 'src/shared imports only src/shared, by relative path.',
            },
            {
              group: ['**/app/**', '**/provider/**', '**/set-receiver/**'],
              message: 'src/shared imports neither the app nor the provider.',
            },
          ],
        },
      ],
    },
  },
  {
    // The provider's seams (docs/provider.md): the HTTP layer and the database seam serve every module and
    // know none of them.
    files: ['src/provider/http/**/*.ts', 'src/provider/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'The provider never imports the app.' },
            { group: ['**/apis/**'], message: 'http/ and store/ import no API module.' },
          ],
        },
      ],
    },
  },
  {
    // The security event receiver (src/set-receiver/README.md) is handed to receivers on their own servers:
    // it stands on jose and the shared decode kit alone, never on the app, the provider or Node's modules.
    files: ['src/set-receiver/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/provider/**'],
              message: 'The receiver imports neither the app nor the provider.',
            },
            {
              group: ['node:*'],
              message: 'The receiver runs wherever fetch and Web Crypto do: no Node modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // The legacy build's own entry runs on Chromium 53 (webOS 4.x) before any polyfill it brings is in
    // place, so it is held to that engine (docs/app.md, "Legacy build").
    files: ['src/app/legacy/**/*.ts'],
    settings: { browsers: ['chrome >= 53'], polyfills: [] },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
);
