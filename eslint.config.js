import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Forbids imports matching `patterns` in `files`, with the reason. */
function boundary(files, patterns, message) {
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'node_modules', 'src/server/db/migrations', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The boundaries of STYLE.md: a pure domain, a contract on top of it, app and server apart.
  boundary(
    ['src/domain/**/*.ts'],
    [
      '**/contract/**',
      '**/app/**',
      '**/server/**',
      '**/sw/**',
      'zod',
      'zod/*',
      'react',
      'react-*',
      'fastify',
      '@fastify/*',
      'node:*',
      'dexie',
      'drizzle-orm',
      'drizzle-orm/*',
    ],
    'src/domain is pure: it imports only from src/domain.',
  ),
  boundary(
    ['src/contract/**/*.ts'],
    ['**/app/**', '**/server/**', '**/sw/**', 'react', 'fastify', 'node:*'],
    'src/contract imports only src/domain and zod.',
  ),
  boundary(
    ['src/app/**/*.{ts,tsx}'],
    ['**/server/**', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'node:*'],
    'The app never imports the server.',
  ),
  boundary(
    ['src/server/**/*.ts'],
    ['**/app/**', 'react', 'react-dom', 'react-dom/*', 'dexie'],
    'The server never imports the app.',
  ),
  boundary(
    ['sw/**/*.ts'],
    ['**/server/**', 'react', 'react-dom'],
    'The service worker never imports the server or React.',
  ),
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
