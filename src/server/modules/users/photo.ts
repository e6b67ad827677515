/**
 * Profile photos: sent as the image itself (`PUT /users/me/photo`, image/jpeg, image/png or
 * image/webp, 5 Mo at most), decoded and resized by sharp to 512 px a side at most, kept in the
 * database as WebP so that every instance serves it.
 *
 * Served by `GET /users/{id}/photo?v=<version>` without a token: `<img>` tags send none. The
 * version is 128 random bits, changed with every photo and given only to signed-in users (in
 * `profile_photo`), so the URL works as a capability: whoever has it may see the photo (like
 * a shared link), nobody can enumerate photos from account ids, and a replaced or removed
 * photo's old URL stops answering. The URL never changes its bytes, so it is cached for a year.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_TYPES } from '../../../contract/limits.ts';
import { HttpError, notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { deletePhoto, findPhoto, savePhoto, type UserRow } from './repo.ts';

export const photoFr = {
  tooLarge: 'La photo est trop lourde (5 Mo au plus).',
  wrongType: 'Format de photo non pris en charge\u202f: envoyez une image JPEG, PNG ou WebP.',
  notAnImage: "Cette image n'a pas pu être lue. Envoyez une photo JPEG, PNG ou WebP.",
  tooManyPixels: 'Cette image est trop grande (40 millions de pixels au plus).',
  notFound: 'Photo introuvable.',
  userNotFound: 'Utilisateur introuvable.',
};

/** The path the photo route is registered at, under /api. */
const UPLOAD_URL = '/api/users/me/photo';
const MAX_PIXELS = 40_000_000;

/**
 * The uploaded bytes, out of reach of the walks over request bodies (the NUL guard would visit
 * every byte of a Buffer): a private field is not enumerated.
 */
export class PhotoUpload {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/**
 * Reads an image body on the photo route only, streaming it with its own limit (the server's
 * JSON limit is far lower): 413 as soon as it passes 5 Mo, 415 for an image on any other route.
 */
export function registerPhotoParser(api: FastifyInstance): void {
  api.addContentTypeParser(
    [...PHOTO_TYPES],
    async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
      if (request.routeOptions.url !== UPLOAD_URL) {
        throw new HttpError(415, 'Type de contenu non pris en charge (JSON attendu).');
      }
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > PHOTO_MAX_BYTES) {
        throw new HttpError(413, photoFr.tooLarge);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        size += buffer.length;
        if (size > PHOTO_MAX_BYTES) throw new HttpError(413, photoFr.tooLarge);
        chunks.push(buffer);
      }
      return new PhotoUpload(Buffer.concat(chunks));
    },
  );
}

/** The formats a photo may be, as sharp names them from the bytes. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The first bytes of a JPEG, a PNG and a WebP (RIFF….WEBP). */
const looksAccepted = (bytes: Buffer) =>
  (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
  (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP');

/**
 * What the bytes are, whatever the request declared: JPEG, PNG or WebP, read by sharp from
 * the bytes themselves, within 40 megapixels (read from the header, before anything is
 * decoded). An SVG (which may reference files or addresses), a TIFF, a HEIF or anything else
 * is a 415; a JPEG, PNG or WebP that cannot be read is a 422.
 */
async function checkFormat(bytes: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    if (looksAccepted(bytes)) throw new HttpError(422, photoFr.notAnImage);
    throw new HttpError(415, photoFr.wrongType);
  }
  if (!PHOTO_FORMATS.has(meta.format) || !looksAccepted(bytes)) {
    throw new HttpError(415, photoFr.wrongType);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
    throw new HttpError(422, photoFr.tooManyPixels);
  }
}

/** Decodes any of the accepted formats and writes a WebP that fits in 512 × 512. */
async function resize(bytes: Buffer): Promise<Buffer> {
  await checkFormat(bytes);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: PHOTO_MAX_SIDE,
        height: PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new HttpError(422, photoFr.tooManyPixels);
    throw new HttpError(422, photoFr.notAnImage);
  }
}

/** `PUT /users/me/photo`. */
export async function uploadPhoto(
  app: FastifyInstance,
  user: UserRow,
  body: unknown,
): Promise<UserRow> {
  if (!(body instanceof PhotoUpload)) throw new HttpError(415, photoFr.wrongType);
  if (body.bytes.length === 0) throw new HttpError(422, photoFr.notAnImage);
  const bytes = await resize(body.bytes);
  const now = app.now();
  const version = randomBytes(16).toString('base64url');
  const url = `/api/users/${encodeURIComponent(user.id)}/photo?v=${version}`;
  const row = await withTransaction(app, now, async (tx) => ({
    result: await savePhoto(
      tx,
      { userId: user.id, version, contentType: 'image/webp', bytes, updatedAt: now },
      url,
    ),
    effects: { changed: [user.id] },
  }));
  if (!row) throw notFound(photoFr.userNotFound);
  return row;
}

/** `DELETE /users/me/photo`: the old URL stops answering. */
export async function removePhoto(app: FastifyInstance, user: UserRow): Promise<UserRow> {
  const now = app.now();
  const row = await withTransaction(app, now, async (tx) => ({
    result: await deletePhoto(tx, user.id, now),
    effects: { changed: [user.id] },
  }));
  if (!row) throw notFound(photoFr.userNotFound);
  return row;
}

/** `GET /users/{id}/photo?v=…`: the bytes, when the version is the current one. */
export async function readPhoto(app: FastifyInstance, id: string, version: string) {
  const photo = await findPhoto(app.db, id, version);
  if (!photo) throw notFound(photoFr.notFound);
  return photo;
}
