import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest)$/;
/** Below this, the headers weigh more than what compression saves. */
const THRESHOLD = 1024;

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every text file of the build,
 * once, so that the server sends them as they are (`@fastify/static`'s `preCompressed`) instead
 * of compressing on every request at a lower quality: pages and scripts arrive smaller, and the
 * server spends no CPU on them. The service worker's precache list ignores these files.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'releve:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await listFiles(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = await readFile(file);
        if (content.length < THRESHOLD) continue;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
