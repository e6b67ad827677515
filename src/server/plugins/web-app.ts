import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built PWA: hashed assets cached for a year, everything else revalidated, and
 * any unknown non-API path that is not a file answered with index.html so that client routes
 * open directly; `/login` gets login.html, the same page with the sign-in screen already in it.
 */
export const webAppPlugin = fp<{ root: string | undefined }>(async (app, opts) => {
  const hasBuild = Boolean(opts.root) && existsSync(join(opts.root ?? '', 'index.html'));
  // The sign-in screen painted from its HTML (scripts/lib/first-paint.ts), when the build has it.
  const hasLoginPage = hasBuild && existsSync(join(opts.root ?? '', 'login.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: resolve(opts.root ?? ''),
      wildcard: false,
      // The build's .br and .gz copies (scripts/lib/precompress.ts), chosen by Accept-Encoding;
      // a file without them is compressed on the fly by @fastify/compress.
      preCompressed: true,
      setHeaders(reply, path) {
        if (/[/\\]assets[/\\]/.test(path)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          // index.html, the service worker and the manifest must always be revalidated.
          reply.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing file (an old build's chunk after a deployment) is a 404, not the app served
    // as JavaScript: the page can then tell that it must reload. Client routes have no dot.
    const isFile = path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path);
    if (!isApi && !isFile && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = path === '/login' && hasLoginPage ? 'login.html' : 'index.html';
      return reply.header('Cache-Control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send({ detail: 'Ressource introuvable.' });
  });
});
