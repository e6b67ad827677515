/**
 * Reading an upload (`POST /users/me/documents`, multipart/form-data): one file of 10 Mo at
 * most and the text fields `kind` and `expires_on`, bounded by @fastify/multipart's limits
 * while the request streams in. Every refusal is a French 4xx; nothing is stored here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { DOCUMENT_LIMITS } from '../../../contract/credentials.ts';
import { HttpError } from '../../errors.ts';
import { credentialsFr as fr } from './fr.ts';

/** The path the upload route is registered at. */
export const UPLOAD_URL = '/api/users/me/documents';

/** What a multipart request carried. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  file: { fileName: string; bytes: Buffer } | undefined;
}

/**
 * Registers @fastify/multipart on the API with the upload's limits, and keeps multipart bodies
 * out of every other route (415, as before: they take JSON).
 */
export function registerUploadParser(api: FastifyInstance): void {
  void api.register(multipart, {
    limits: {
      fileSize: DOCUMENT_LIMITS.maxBytes,
      files: 1,
      fields: 4,
      fieldSize: 100,
      parts: 6,
      headerPairs: 20,
    },
  });
  api.addHook('preParsing', async (request, _reply, payload) => {
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (type.startsWith('multipart/') && request.routeOptions.url !== UPLOAD_URL) {
      throw new HttpError(415, 'Type de contenu non pris en charge (JSON attendu).');
    }
    return payload;
  });
}

/** The French refusal of a multipart error (limits, malformed forms). */
function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, fr.tooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, fr.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, fr.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, fr.notMultipart);
    default:
      // Busboy's own errors (malformed part header, unexpected end of form), a prototype name…
      return new HttpError(422, fr.unreadable);
  }
}

/** Reads the whole form: the text fields and the one file. */
export async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: ReceivedUpload['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // The `files: 1` limit refuses a second one before it gets here.
        const bytes = await part.toBuffer();
        file = { fileName: part.filename ?? '', bytes };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new HttpError(422, fr.unreadable);
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw refusalOf(error);
  }
  return { fields, file };
}
