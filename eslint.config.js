import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ── Import fences (ARCHITECTURE.md) ───────────────────────────────────────────────────────────
// Each fence is an allow-list written as `no-restricted-imports` regexes: a relative import may
// climb out of its zone only into the folders listed, and a package is refused unless allowed
// (domain, contract) or refused by name (packages of the other side). A flat config gives a
// file the options of the LAST block that sets a rule, so the zones below never overlap: each
// block carries every fence of its zone. Regexes on relative paths depend on how deep the file
// is, hence one block per depth.

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts'];
/** Deeper than any folder of the repository; a deeper file would only lose the path fences. */
const DEEPEST = 8;

/** A relative import that climbs exactly `levels` folders, then enters anything but `allowed`. */
function climbsOut(levels, allowed, message) {
  const into = allowed.length > 0 ? `(?!(?:${allowed.join('|')})/)` : '';
  return { regex: `^(?:\\.\\./){${levels}}${into}`, caseSensitive: true, message };
}

/** A relative import that climbs exactly `levels` folders, then goes down into a sibling. */
function entersSibling(levels, message) {
  return { regex: `^(?:\\.\\./){${levels}}(?!\\.\\./)`, caseSensitive: true, message };
}

/** A package (or `node:` module) not in `allowed`: the fence of pure code. */
function packagesExcept(allowed, message) {
  const exempt = ['\\.{1,2}/', ...allowed.map((name) => `(?:${name})(?:/|$)`)].join('|');
  return { regex: `^(?!${exempt})`, caseSensitive: true, message };
}

/** One of the packages named (or their subpaths). */
function packages(names, message) {
  return { regex: `^(?:${names.join('|')})(?:/|$)`, caseSensitive: true, message };
}

/**
 * One block per depth under `root` for the files of `zones` (minus `ignores`), with the
 * patterns `at(depth)` returns; depth 0 is a file directly in `root`.
 */
function fence({ root, zones = [`${root}/**`], ignores = [], at }) {
  return Array.from({ length: DEEPEST + 1 }, (_, depth) => {
    const here = `${root}/${'*/'.repeat(depth)}*.{ts,tsx,mts,js,mjs}`;
    return {
      name: `fence ${zones.join(' ')} (depth ${depth})`,
      files: zones.map((zone) => [here, zone]),
      ignores,
      rules: { 'no-restricted-imports': ['error', { patterns: at(depth) }] },
    };
  });
}

const SERVER_PACKAGES = [
  'node:.+',
  'fastify',
  'fastify-.+',
  '@fastify/.+',
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'drizzle-kit',
  'ioredis',
  'socket\\.io',
  '@socket\\.io/.+',
  'web-push',
  'jose',
  '@node-rs/.+',
  'helmet',
];
const APP_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-toastify',
  '@tanstack/.+',
  'dexie',
  'dexie-react-hooks',
  'socket\\.io-client',
  'workbox-.+',
  'virtual:pwa-register',
];
const DATABASE_PACKAGES = ['pg', '@electric-sql/pglite.*', 'drizzle-orm'];
const TEST_PACKAGES = ['vitest', 'fast-check'];

const messages = {
  domain: 'src/domain is pure: it imports only from src/domain (no package, no node:*).',
  contract:
    'src/contract imports only src/domain, src/contract, zod and ibantools (bank identifiers).',
  appServer: 'The app never imports the server (nor its packages, nor node:*).',
  feature:
    'A feature never imports another feature: move what they share to src/app/ui/ or to a named shared module (like src/app/session/).',
  dexie: 'Only src/app/offline/ touches IndexedDB: import dexie there and expose what you need.',
  serverApp: 'The server never imports the app (nor its packages).',
  database:
    'Only src/server/db/ and the modules’ repo.ts reach the database: add a function to the repo.',
  sw: 'The service worker imports only sw/, src/domain, src/contract and src/app/offline/.',
};

// Depths are counted from the zone's root; `../` × (depth + 1) leaves it.
const domainFences = (allowedPackages) => (depth) => [
  packagesExcept(allowedPackages, messages.domain),
  climbsOut(depth + 1, [], messages.domain),
];
const contractFences = (allowedPackages) => (depth) => [
  packagesExcept(allowedPackages, messages.contract),
  climbsOut(depth + 1, ['domain', 'contract'], messages.contract),
];
const appFences = (depth) => [
  packages(SERVER_PACKAGES, messages.appServer),
  climbsOut(depth + 1, ['app', 'domain', 'contract'], messages.appServer),
];
const serverFences = (depth) => [
  packages(APP_PACKAGES, messages.serverApp),
  climbsOut(depth + 1, ['server', 'domain', 'contract'], messages.serverApp),
];

const fences = [
  ...fence({ root: 'src/domain', ignores: TESTS, at: domainFences([]) }),
  ...fence({ root: 'src/domain', zones: TESTS, at: domainFences(TEST_PACKAGES) }),
  ...fence({ root: 'src/contract', ignores: TESTS, at: contractFences(['zod', 'ibantools']) }),
  ...fence({
    root: 'src/contract',
    zones: TESTS,
    at: contractFences(['zod', 'ibantools', ...TEST_PACKAGES]),
  }),
  ...fence({
    root: 'src/app',
    ignores: ['src/app/features/**', 'src/app/offline/**'],
    at: (depth) => [...appFences(depth), packages(['dexie', 'dexie-react-hooks'], messages.dexie)],
  }),
  ...fence({ root: 'src/app', zones: ['src/app/offline/**'], at: appFences }),
  ...fence({
    root: 'src/app',
    zones: ['src/app/features/**'],
    // src/app/features/<f>/ is at depth 2: `../` × (depth - 1) leaves the feature.
    at: (depth) => [
      ...appFences(depth),
      packages(['dexie', 'dexie-react-hooks'], messages.dexie),
      ...(depth >= 2 ? [entersSibling(depth - 1, messages.feature)] : []),
      { regex: '(?:^|/)features/', caseSensitive: true, message: messages.feature },
    ],
  }),
  ...fence({
    root: 'src/server',
    zones: ['src/server/db/**', 'src/server/modules/*/repo.ts', ...TESTS],
    at: serverFences,
  }),
  ...fence({
    root: 'src/server',
    ignores: ['src/server/db/**', 'src/server/modules/*/repo.ts', ...TESTS],
    at: (depth) => [...serverFences(depth), packages(DATABASE_PACKAGES, messages.database)],
  }),
  ...fence({
    root: 'sw',
    at: (depth) => [
      packages(
        [...SERVER_PACKAGES, 'react', 'react-dom', 'dexie', 'dexie-react-hooks'],
        messages.sw,
      ),
      climbsOut(depth + 1, ['src/domain', 'src/contract', 'src/app/offline'], messages.sw),
    ],
  }),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.tmp',
      'node_modules',
      'src/server/db/migrations',
      'dev-dist',
      'screens',
    ],
  },
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
  ...fences,
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
