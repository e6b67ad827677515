/**
 * What the server sends besides data: security headers on the app and the API, caching of
 * the built PWA (hashed assets forever, the rest revalidated), the SPA fallback, JSON 404s
 * under /api, compression; and session hygiene: algorithms and claims of tokens, live sockets
 * closed at logout, the login limit that a forged X-Forwarded-For cannot dodge.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { tempDir } from './fixtures/processes.ts';
import { offlinePush } from './fixtures/routes.ts';
import { connectSocket, type ClientSocket } from './fixtures/sockets.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';
const INDEX =
  '<!doctype html><html lang="fr"><head><title>Relève</title></head><body></body></html>';
const LOGIN =
  '<!doctype html><html lang="fr"><head><title>Connexion · Relève</title></head><body><main class="auth"></main></body></html>';
const ASSET = `export const routes = ${JSON.stringify(
  Array.from({ length: 400 }, (_, i) => `/prestations/${i}`),
)};\n`;

const dist = tempDir('dist');
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist.path, 'assets'));
  writeFileSync(join(dist.path, 'index.html'), INDEX);
  writeFileSync(join(dist.path, 'login.html'), LOGIN);
  // The build's compressed copies (scripts/lib/precompress.ts), as `vite build` writes them.
  writeFileSync(join(dist.path, 'login.html.br'), brotliCompressSync(LOGIN));
  writeFileSync(join(dist.path, 'login.html.gz'), gzipSync(LOGIN));
  writeFileSync(join(dist.path, 'assets', 'index-B4x9Qk2a.js'), ASSET);
  writeFileSync(join(dist.path, 'sw.js'), 'self.addEventListener("install", () => {});\n');
  writeFileSync(join(dist.path, 'manifest.webmanifest'), '{"name":"Relève"}');
  t = await createTestApp({ staticDir: dist.path, ...offlinePush });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers });

describe('the built app', () => {
  it('serves index.html with security headers, revalidated on every visit', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      expectSecurityHeaders(res);
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/index-B4x9Qk2a.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res);
  });

  it('revalidates the service worker and the manifest', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers any unknown non-API path with index.html, so that client routes open directly', async () => {
    for (const url of ['/mes-prestations', '/prestations/42?onglet=historique', '/a/b/c']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      expectSecurityHeaders(res);
    }
    const head = await t.request({ method: 'HEAD', url: '/mes-prestations' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    // Only reads fall back to the app: a write to an unknown path is a JSON 404.
    const post = await t.request({ method: 'POST', url: '/mes-prestations', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Ressource introuvable.' });
  });

  it('answers /login with the page that already holds the sign-in screen', async () => {
    for (const url of ['/login', '/login?expired=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(LOGIN);
      expectSecurityHeaders(res);
    }
    // Only the sign-in screen: the other signed-out screens keep the shell.
    expect((await get('/register')).body).toBe(INDEX);
    expect((await get('/login/autre')).body).toBe(INDEX);
  });

  it('answers a missing file (an old build’s chunk) with a 404, not with the app', async () => {
    for (const url of ['/assets/index-OLDHASH1.js', '/assets/nope', '/favicon-old.png']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Ressource introuvable.' });
      expectSecurityHeaders(res);
    }
  });

  it('answers unknown /api paths with a JSON 404, never with the app', async () => {
    for (const [method, url] of [
      ['GET', '/api'],
      ['GET', '/api/'],
      ['GET', '/api/nope'],
      ['GET', '/api/prestations/x/y/z'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/prestations'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ detail: 'Ressource introuvable.' });
      expectSecurityHeaders(res);
    }
  });

  it('sets the same security headers on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/auth/me']) {
      const res = await get(url);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectSecurityHeaders(res);
    }
  });

  it('and on the errors the router raises before any hook (bad encoding, over-long id)', async () => {
    for (const [url, status, detail] of [
      ['/api/prestations/%E0%A4%A', 400, 'Adresse invalide.'],
      [`/api/prestations/${'9'.repeat(400)}`, 414, 'Adresse trop longue.'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toEqual({ detail });
      expectSecurityHeaders(res);
    }
  });
});

describe('the API documentation (Swagger UI at /api/docs)', () => {
  /** GET `url`, following the app's redirects; returns the answer and the URL that gave it. */
  async function follow(url: string) {
    let at = url;
    let res = await get(at);
    for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 3; hops += 1) {
      at = new URL(String(res.headers.location), `http://localhost${at}`).pathname;
      res = await get(at);
    }
    return { res, at };
  }

  /** The value of one CSP directive, e.g. `script-src 'self'`. */
  const directive = (res: LightMyRequestResponse, name: string) =>
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));

  it('serves Swagger UI with the app’s security headers', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const { res } = await follow(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('id="swagger-ui"');
      expectSecurityHeaders(res);
      // Framing refused twice over: the CSP (checked above) and the older header.
      expect(res.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(directive(res, 'script-src')).toBe("script-src 'self'");
      expect(directive(res, 'script-src-attr')).toBe("script-src-attr 'none'");
    }
  });

  it('runs no inline script: its scripts are files of the app, served under the same CSP', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const { res, at } = await follow(url);
      const html = res.body;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, html).toBeGreaterThan(0);
      for (const [tag, attributes = '', content = ''] of scripts) {
        expect(attributes, `an inline script: ${tag}`).toMatch(/\bsrc=/);
        expect(content.trim(), `an inline script: ${tag}`).toBe('');
      }
      // Nor inline handlers or javascript: links (script-src-attr 'none').
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);

      const files = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
      const urls = files.map((f) => new URL(f, `http://localhost${at}`));
      // Same origin only: a CDN would be blocked by default-src 'self'.
      expect(urls.filter((u) => u.origin !== 'http://localhost').map(String)).toEqual([]);
      const scriptFiles = scripts.map(
        ([, attributes = '']) =>
          new URL(/\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? '', `http://localhost${at}`),
      );
      expect(scriptFiles.map((u) => u.pathname.split('/').pop())).toContain(
        'swagger-initializer.js',
      );
      for (const u of urls) {
        const file = await get(u.pathname);
        expect(file.statusCode, u.pathname).toBe(200);
        expectSecurityHeaders(file);
        if (u.pathname.endsWith('.js')) {
          expect(file.headers['content-type'], u.pathname).toMatch(/javascript/);
        } else if (u.pathname.endsWith('.css')) {
          expect(file.headers['content-type'], u.pathname).toMatch(/^text\/css/);
        }
      }
    }
  });

  it('has the initializer read the document from the same origin', async () => {
    const init = await get('/api/docs/static/swagger-initializer.js');
    expect(init.statusCode).toBe(200);
    expect(init.body).not.toMatch(/\beval\(|new Function\(/);
    // It points Swagger UI at ./json, next to itself: the same document as /api/openapi.json.
    expect(init.body).toMatch(/['"]\.\/json['"]/);
    const json = await get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expectSecurityHeaders(json);
    expect(json.json()).toEqual((await get('/api/openapi.json')).json());
  });
});

describe('compression', () => {
  it('compresses a large asset with brotli when offered, gzip otherwise', async () => {
    const br = await get('/assets/index-B4x9Qk2a.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    expect(br.rawPayload.length).toBeLessThan(ASSET.length / 2);

    const gzip = await get('/assets/index-B4x9Qk2a.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const plain = await get('/assets/index-B4x9Qk2a.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('sends the build’s own compressed copy of a page when there is one, the page itself otherwise', async () => {
    const br = await get('/login', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LOGIN);

    const gzip = await get('/login', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LOGIN);

    const plain = await get('/login', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LOGIN);
  });

  it('compresses a large JSON answer, and not a tiny one', async () => {
    const now = new Date();
    await t.database.db.insert(users).values(
      Array.from({ length: 20 }, (_, i) => ({
        id: randomUUID(),
        email: `volume-${i}-${randomUUID().slice(0, 6)}@releve.test`,
        passwordHash: 'not-a-hash',
        firstName: 'Prénom',
        lastName: `Nom ${i}`,
        phone: '06 00 00 00 00',
        address: '1 rue du Volume, Lille',
        role: 'nurse' as const,
        status: 'pending' as const,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const token = await t.adminToken();
    const res = await t.request({
      method: 'GET',
      url: '/api/users',
      token,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const list = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(21);

    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('tokens', () => {
  const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
  const key = new TextEncoder().encode(SECRET);

  it('accepts HS256 with the right secret, and no other algorithm even with that secret', async () => {
    const { user } = await t.createUser();
    const sign = (alg: string) =>
      new SignJWT({ ver: 0, role: 'nurse' })
        .setProtectedHeader({ alg, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    expect((await me(await sign('HS256'))).statusCode).toBe(200);
    for (const alg of ['HS384', 'HS512']) {
      const res = await me(await sign(alg));
      expect(res.statusCode, alg).toBe(401);
      expect(res.json()).toEqual({ detail: 'Session expirée. Veuillez vous reconnecter.' });
    }
  });

  it('refuses a token without an expiry, without a subject, or naming nobody', async () => {
    const { user } = await t.createUser();
    const noExp = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .sign(key);
    const noSub = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key);
    const nobody = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setExpirationTime('1h')
      .sign(key);
    const wrongVersionType = await new SignJWT({ ver: '0' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(key);
    for (const [label, token] of Object.entries({ noExp, noSub, nobody, wrongVersionType })) {
      expect((await me(token)).statusCode, label).toBe(401);
    }
  });

  it('accepts the token only in an Authorization: Bearer header', async () => {
    const { token } = await t.createUser();
    for (const headers of [
      { authorization: `Token ${token}` },
      { authorization: token },
      { authorization: `Bearer ${token} extra` },
      { cookie: `token=${token}` },
    ]) {
      const res = await t.request({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode, JSON.stringify(headers).slice(0, 30)).toBe(401);
    }
    const query = await t.request({ method: 'GET', url: `/api/auth/me?token=${token}` });
    expect(query.statusCode).toBe(401);
  });
});

describe('sessions and live sockets', () => {
  let base: string;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });
  const connect = (token: string) => connectSocket(base, { token }, sockets);
  const disconnected = (socket: ClientSocket) =>
    new Promise<string>((resolve) => socket.once('disconnect', resolve));

  it('closes every socket of the user at logout, and only theirs', async () => {
    const u = await t.createUser();
    const other = await t.createUser();
    const phone = await connect(u.token);
    const laptop = await connect(u.token);
    const bystander = await connect(other.token);
    const closed = [disconnected(phone), disconnected(laptop)];

    const res = await t.request({ method: 'POST', url: '/api/auth/logout', token: u.token });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.connected).toBe(true);

    await expect(connect(u.token)).rejects.toThrow('Session expirée. Veuillez vous reconnecter.');
    const again = await connect(await t.login(u.email));
    expect(again.connected).toBe(true);
  });
});

describe('login brute force', () => {
  /** A sign-in reaching the server from `from`, whose X-Forwarded-For names `claims`. */
  const signIn = (email: string, password: string, from: string, claims: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: from,
      headers: { 'x-forwarded-for': claims },
    });

  it('counts failures per connecting address whatever X-Forwarded-For claims', async () => {
    const attacker = '203.0.113.66';
    for (let i = 0; i < 50; i += 1) {
      await signIn(`cible${i}@exemple.fr`, 'mauvais-mot-de-passe', attacker, `198.51.100.${i}`);
    }
    const { email } = await t.createUser();
    const res = await signIn(email, 'mot-de-passe-solide', attacker, '198.51.100.200');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      detail: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    });
  }, 60_000);

  it('believes X-Forwarded-For from a proxy on this host (the default TRUST_PROXY)', async () => {
    const proxy = '127.0.0.1';
    for (let i = 0; i < 50; i += 1) {
      await signIn(`autre${i}@exemple.fr`, 'mauvais-mot-de-passe', proxy, '198.51.100.250');
    }
    const { email } = await t.createUser();
    // Another client behind the same proxy is not blocked by the first one's failures.
    const other = await signIn(email, 'mot-de-passe-solide', proxy, '198.51.100.251');
    expect(other.statusCode).toBe(200);
    const same = await signIn(email, 'mot-de-passe-solide', proxy, '198.51.100.250');
    expect(same.statusCode).toBe(429);
  }, 60_000);

  it('does not believe X-Forwarded-For from a private network unless TRUST_PROXY names it', async () => {
    const neighbour = '10.0.0.5';
    const { email } = await t.createUser();
    for (let i = 0; i < 5; i += 1) {
      await signIn(email, 'mauvais-mot-de-passe', neighbour, `198.51.100.${i}`);
    }
    // Five failures of the pair (account, 10.0.0.5), whatever addresses it claimed.
    const res = await signIn(email, 'mot-de-passe-solide', neighbour, '198.51.100.99');
    expect(res.statusCode).toBe(429);
  });
});
