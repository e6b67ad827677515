/**
 * The import fences of eslint.config.js, checked with ESLint itself on made-up files: for each
 * fence, imports it must refuse and imports it must let through, from a realistic path.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The no-restricted-imports messages for one `import … from source` in `filePath`. */
async function fenceErrors(filePath: string, source: string): Promise<string[]> {
  const code = `import { thing } from '${source}';\n\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages
    .filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2)
    .map((m) => m.message);
}

interface Fence {
  name: string;
  filePath: string;
  /** What the error says (part of the message). */
  says: string;
  forbidden: string[];
  allowed: string[];
}

const fences: Fence[] = [
  {
    name: 'src/domain imports only src/domain',
    filePath: 'src/domain/missions/x.ts',
    says: 'src/domain is pure',
    forbidden: [
      'pg',
      '@tanstack/react-query',
      'zod',
      'node:crypto',
      '../../contract/common.ts',
      '../../app/ui/format.ts',
      '../../../tests/api/harness.ts',
    ],
    allowed: ['./transition.ts', '../pay/local-time.ts', '../money/cents.ts'],
  },
  {
    name: 'a domain test is fenced too (test tools aside)',
    filePath: 'src/domain/pay/x.test.ts',
    says: 'src/domain is pure',
    forbidden: ['pg', 'node:fs', '../../server/config.ts'],
    allowed: ['vitest', 'fast-check', './split-into-bands.ts'],
  },
  {
    name: 'src/contract imports only src/domain, src/contract, zod and ibantools',
    filePath: 'src/contract/x.ts',
    says: 'src/contract imports only',
    forbidden: ['react', 'fastify', 'node:fs', '../app/api/client.ts', '../server/errors.ts'],
    allowed: ['zod', 'zod/locales', 'ibantools', './common.ts', '../domain/pay/local-time.ts'],
  },
  {
    name: 'a feature never imports another feature',
    filePath: 'src/app/features/missions/x.ts',
    says: 'A feature never imports another feature',
    forbidden: ['../payslips/format.ts', '../session/session-context.ts'],
    allowed: [
      './format.ts',
      './api/get-missions.ts',
      '../../ui/badge.tsx',
      '../../session/session-context.ts',
      '../../offline/use-my-missions.ts',
      '../../../contract/missions.ts',
    ],
  },
  {
    name: 'a feature never imports another feature (from a sub-folder)',
    filePath: 'src/app/features/missions/components/x.tsx',
    says: 'A feature never imports another feature',
    forbidden: ['../../payslips/format.ts', '../../../features/payslips/format.ts'],
    allowed: ['../format.ts', '../api/get-missions.ts', '../../../ui/badge.tsx'],
  },
  {
    name: 'only src/app/offline imports dexie',
    filePath: 'src/app/features/missions/x.ts',
    says: 'Only src/app/offline/ touches IndexedDB',
    forbidden: ['dexie', 'dexie-react-hooks'],
    allowed: ['../../offline/use-online.ts', '@tanstack/react-query'],
  },
  {
    name: 'only src/app/offline imports dexie (outside features)',
    filePath: 'src/app/ui/x.tsx',
    says: 'Only src/app/offline/ touches IndexedDB',
    forbidden: ['dexie', 'dexie-react-hooks'],
    allowed: ['react', '../offline/use-online.ts'],
  },
  {
    name: 'src/app/offline may import dexie',
    filePath: 'src/app/offline/x.ts',
    says: 'never imports the server',
    forbidden: ['../../server/db/client.ts', 'drizzle-orm'],
    allowed: ['dexie', 'dexie-react-hooks', './db.ts'],
  },
  {
    name: 'the service worker imports no dexie, server or React',
    filePath: 'sw/x.ts',
    says: 'The service worker imports only',
    forbidden: ['dexie', 'react', 'fastify', '../src/server/errors.ts', '../src/app/ui/format.ts'],
    allowed: ['workbox-routing', './notifications.ts', '../src/app/offline/replay.ts'],
  },
  {
    name: 'only src/server/db and repo.ts reach the database',
    filePath: 'src/server/modules/missions/service.ts',
    says: 'Only src/server/db/ and the modules’ repo.ts reach the database',
    forbidden: ['drizzle-orm', 'drizzle-orm/pg-core', 'pg', '@electric-sql/pglite'],
    allowed: ['./repo.ts', '../../db/client.ts', 'fastify', 'node:crypto'],
  },
  {
    name: 'a repository may import drizzle',
    filePath: 'src/server/modules/missions/repo.ts',
    says: 'The server never imports the app',
    forbidden: ['react', '../../../app/api/client.ts'],
    allowed: ['drizzle-orm', 'drizzle-orm/pg-core', '../../db/schema.ts'],
  },
  {
    name: 'src/server/db may import the drivers',
    filePath: 'src/server/db/client.ts',
    says: 'The server never imports the app',
    forbidden: ['@tanstack/react-query'],
    allowed: ['pg', '@electric-sql/pglite', 'drizzle-orm/pglite', './schema.ts'],
  },
  {
    name: 'the server never imports the app',
    filePath: 'src/server/plugins/x.ts',
    says: 'The server never imports the app',
    forbidden: ['../../app/api/client.ts', '../../../sw/notifications.ts', 'react-dom', 'dexie'],
    allowed: ['../errors.ts', '../../contract/common.ts', '../../domain/pay/local-time.ts'],
  },
  {
    name: 'the app never imports the server',
    filePath: 'src/app/features/missions/components/x.tsx',
    says: 'The app never imports the server',
    forbidden: ['../../../../server/errors.ts', 'fastify', 'node:fs', 'drizzle-orm', 'pg'],
    allowed: ['../../../../contract/missions.ts', '../../../../domain/pay/local-time.ts', 'react'],
  },
];

describe.each(fences)(
  '$name',
  ({ filePath, says, forbidden, allowed }) => {
    it.each(forbidden)(`refuses %s in ${filePath}`, async (source) => {
      const errors = await fenceErrors(filePath, source);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.join('\n')).toContain(says);
    });

    it.each(allowed)(`lets %s through in ${filePath}`, async (source) => {
      expect(await fenceErrors(filePath, source)).toEqual([]);
    });
  },
  60_000,
);
