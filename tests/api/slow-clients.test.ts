/**
 * Slow clients (docs/product-rules.md « Sign-in limits, uploads and abuse »): headers not
 * complete in 30 s or a body not complete in 60 s end the connection, and the server stays
 * responsive meanwhile. Real sockets on a listening server: one app with the limits shortened
 * (1 s for headers, 2 s for the request) for the behaviour, and one with the real defaults to
 * show that a socket trickling headers is closed within 30 s (plus Node's 1 s check).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOW_CLIENTS } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from './harness.ts';

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}

/**
 * Opens a socket, writes `first`, then `drip` every `everyMs` until the server closes it;
 * answers how long the socket lived and what the server wrote.
 */
function trickle(port: number, first: string, drip: string, everyMs: number) {
  return new Promise<{ ms: number; received: string }>((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip);
    }, everyMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, received });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the socket open'));
    }, 120_000).unref();
  });
}

const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;

describe('with the limits shortened (headers 1 s, request 2 s)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      slowClients: { headersMs: 1000, requestMs: 2000, checkEveryMs: 100 },
    });
    port = await listening(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends a connection trickling its headers, and answers others meanwhile', async () => {
    const sockets = Array.from({ length: 20 }, () =>
      trickle(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Lent: a\r\n', 200),
    );
    expect(await health(port)).toBe(200);
    for (const { ms, received } of await Promise.all(sockets)) {
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(1000 + 1000);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  it('ends a connection trickling its body', async () => {
    const { ms, received } = await trickle(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
      200,
    );
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(2000 + 1000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(await health(port)).toBe(200);
  });
});

describe('with the real limits', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listening(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a socket trickling headers within 30 s', async () => {
    expect(SLOW_CLIENTS.headersMs).toBe(30_000);
    const { ms, received } = await trickle(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\n',
      'X-Lent: a\r\n',
      1000,
    );
    expect(ms).toBeGreaterThanOrEqual(29_000);
    // Node looks every second (SLOW_CLIENTS.checkEveryMs).
    expect(ms).toBeLessThan(30_000 + SLOW_CLIENTS.checkEveryMs + 1000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  }, 60_000);
});
