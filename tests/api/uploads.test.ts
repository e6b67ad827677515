/**
 * Uploads are what they say (docs/product-rules.md « Sign-in limits, uploads and abuse »): a
 * profile photo is JPEG, PNG or WebP by its bytes, whatever its declared type (SVG, TIFF, HEIF,
 * GIF: 415), 40 megapixels at most, 5 Mo at most; above, a 413 with a JSON `detail` read by a
 * real HTTP client on a real socket, never a dropped connection.
 */
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const WRONG_TYPE = {
  detail: 'Format de photo non pris en charge\u202f: envoyez une image JPEG, PNG ou WebP.',
};
const TOO_LARGE = { detail: 'La photo est trop lourde (5 Mo au plus).' };

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.createUser()).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

const square = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7bd5' } });

const upload = (bytes: Buffer, type: string) =>
  t.request({
    method: 'PUT',
    url: '/api/users/me/photo',
    token,
    payload: bytes,
    headers: { 'content-type': type },
  });

const photoNow = async () =>
  (await t.request({ method: 'GET', url: '/api/auth/me', token })).json<{
    profile_photo: string | null;
  }>().profile_photo;

/** An SVG that would read a file of the server if it were drawn. */
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">' +
    '<image xlink:href="file:///etc/passwd" width="64" height="64"/></svg>',
);

describe('photos by their bytes', () => {
  it('takes JPEG, PNG and WebP', async () => {
    for (const [bytes, type] of [
      [await square().jpeg().toBuffer(), 'image/jpeg'],
      [await square().png().toBuffer(), 'image/png'],
      [await square().webp().toBuffer(), 'image/webp'],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses an SVG, a TIFF, a HEIF and a GIF declared as images (415), and keeps the photo', async () => {
    const kept = await photoNow();
    const avif = await square().heif({ compression: 'av1' }).toBuffer();
    // The same container as an iPhone's HEIC, by its brand.
    const heic = Buffer.from(avif);
    heic.write('heic', 8, 'latin1');
    const cases: [string, Buffer, string][] = [
      ['svg as png', SVG, 'image/png'],
      ['tiff as jpeg', await square().tiff().toBuffer(), 'image/jpeg'],
      ['heif (avif) as webp', avif, 'image/webp'],
      ['heic as jpeg', heic, 'image/jpeg'],
      ['gif as png', await square().gif().toBuffer(), 'image/png'],
      ['text as jpeg', Buffer.from('pas une image'), 'image/jpeg'],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await upload(bytes, type);
      expect(res.statusCode, name).toBe(415);
      expect(res.json(), name).toEqual(WRONG_TYPE);
    }
    expect(await photoNow()).toBe(kept);
  });

  it('refuses more than 40 megapixels before decoding them (422)', async () => {
    const big = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: 'Cette image est trop grande (40 millions de pixels au plus).',
    });
  });

  it('refuses a truncated JPEG as unreadable (422)', async () => {
    const jpeg = await square().jpeg().toBuffer();
    const res = await upload(jpeg.subarray(0, 40), 'image/jpeg');
    expect(res.statusCode).toBe(422);
  });
});

/** Sends `body` on a real socket, declared or chunked, and reads the whole answer. */
function send(path: string, type: string, body: Buffer, chunked: boolean) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: path === '/api/users/me/photo' ? 'PUT' : 'POST',
        path,
        headers: {
          'content-type': type,
          authorization: `Bearer ${token}`,
          ...(chunked ? {} : { 'content-length': body.length }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    void (async () => {
      for (let at = 0; at < body.length; at += 64 * 1024) {
        if (!req.write(body.subarray(at, at + 64 * 1024))) {
          await new Promise((drained) => req.once('drain', drained));
        }
      }
      req.end();
    })();
  });
}

describe('too large, over a real socket', () => {
  const overLimit = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);

  it('answers 5 Mo + 1 with a 413 and a JSON detail (declared length)', async () => {
    expect(await send('/api/users/me/photo', 'image/jpeg', overLimit, false)).toEqual({
      status: 413,
      json: TOO_LARGE,
    });
  });

  it('answers 5 Mo + 1 sent in chunks with a 413 and a JSON detail', async () => {
    expect(await send('/api/users/me/photo', 'image/jpeg', overLimit, true)).toEqual({
      status: 413,
      json: TOO_LARGE,
    });
  });

  it('answers a JSON body over the server limit with a 413 and a JSON detail', async () => {
    const body = Buffer.from(JSON.stringify({ first_name: 'x'.repeat(300 * 1024) }));
    const res = await send('/api/auth/login', 'application/json', body, false);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ detail: expect.any(String) });
  });
});
