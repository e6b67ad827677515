import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'node_modules', 'src/server/db/migrations', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The boundaries of STYLE.md: a pure domain, a contract on top of it, app and server apart.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: './src',
              except: ['./domain'],
              message: 'src/domain is pure: it imports only from src/domain.',
            },
            {
              target: './src/contract',
              from: './src',
              except: ['./contract', './domain'],
              message: 'src/contract imports only src/domain and zod.',
            },
            {
              target: './src/app',
              from: './src/server',
              message: 'The app never imports the server.',
            },
            {
              target: './src/server',
              from: './src/app',
              message: 'The server never imports the app.',
            },
            {
              target: './sw',
              from: './src/server',
              message: 'The service worker never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      // Time and randomness are passed in: the same rules run in the browser and on the server.
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the time in: domain code is pure.' },
        { object: 'Math', property: 'random', message: 'Pass ids in: domain code is pure.' },
      ],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'indexedDB', 'process'],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
