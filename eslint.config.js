// Lint: strict TypeScript rules plus the process boundaries of docs/ARCHITECTURE.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const platform =
  '^(node:|electron($|/)|(fs|path|http|https|net|os|crypto|child_process|url|stream|buffer|util|events|worker_threads)($|/))';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  {
    // Type-aware rules: each file is checked with its process's tsconfig (the project service).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // The app's own code shows every failure: a promise is awaited or its rejection handled, never
    // dropped with `void` (tests may start one and look at it later).
    files: ['src-*/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }] },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // One zod everywhere, src-shared/zod.ts's: zod/mini (classic zod's methods cannot be left out
      // of a bundle, mini's functions can) with the app's Spanish messages.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/^zod($|\\/)/], ImportExpression[source.value=/^zod($|\\/)/], ExportAllDeclaration[source.value=/^zod($|\\/)/], ExportNamedDeclaration[source.value=/^zod($|\\/)/]',
          message: "Import z from src-shared/zod.ts (zod/mini with the app's Spanish messages), not from zod itself.",
        },
      ],
    },
  },
  {
    files: ['src-shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: platform, message: 'src-shared runs in every process: no Node or Electron.' },
            {
              group: ['react', 'react-dom', 'react-dom/*', 'dexie', 'dexie-react-hooks', 'dompurify'],
              message: 'src-shared has no DOM or UI dependencies.',
            },
            { group: ['**/src-main/**', '**/src-renderer/**'], message: 'src-shared imports nothing from the processes.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'process', 'Buffer', 'require'],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // We do not run the React Compiler; this rule only reports what it would skip.
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: platform, message: 'The renderer never imports Electron or Node; use the bridge.' },
            { group: ['**/src-main/**'], message: 'The renderer never imports main; use the bridge contract in src-shared.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require'],
    },
  },
  {
    files: ['src-renderer/features/**/*.{ts,tsx}', 'src-renderer/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: platform, message: 'The renderer never imports Electron or Node; use the bridge.' },
            { group: ['**/src-main/**'], message: 'The renderer never imports main; use the bridge contract in src-shared.' },
            {
              group: ['dexie', 'dexie-react-hooks', '**/data/cache/db', '**/data/cache/record-writer'],
              message: 'Views read data through the hooks in src-renderer/data, never Dexie.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src-main/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-renderer/**', 'react', 'react-dom', 'dexie', 'dexie-react-hooks'],
              message: 'Main never imports the renderer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place zod itself is imported.
    files: ['src-shared/zod.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
