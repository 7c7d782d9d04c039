import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/artifacts/**',
      'packages/contracts/src/api-types.ts',
      'api/src/database/migrations/*-*.ts',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Entity and DTO registries list classes; Function is the honest type there.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**/*.mjs', 'eslint.config.mjs', 'jest.config.js', 'packages/contracts/scripts/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['**/*.tsx', 'packages/web-kit/src/**/*.ts', '*/src/**/*.ts'],
    ignores: ['api/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['scripts/bench-web-reference/src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['api/**/*.ts', 'e2e/**/*.ts', 'mfe-*/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
