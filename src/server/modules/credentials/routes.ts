import type { FastifyInstance } from 'fastify';
import { safeFileName } from '../../../domain/credentials/documents.ts';
import type { HandlersFor } from '../../http/register-routes.ts';
import {
  decideOnDocument,
  deleteDocument,
  documentFile,
  documentsOf,
  uploadDocument,
  verifyRpps,
} from './service.ts';
import { readUpload, registerUploadParser } from './upload.ts';

/**
 * `Content-Disposition` with the stored name: an ASCII fallback in `filename` and the exact
 * name, percent-encoded, in `filename*` (RFC 6266); always an attachment, never shown inline
 * on the app's origin.
 */
export function contentDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii =
    safe
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\"%]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

export function credentialsHandlers(
  app: FastifyInstance,
): HandlersFor<
  | 'verifyRpps'
  | 'uploadMyDocument'
  | 'userDocuments'
  | 'documentFile'
  | 'verifyDocument'
  | 'deleteMyDocument'
> {
  registerUploadParser(app);
  return {
    verifyRpps: async (request) => verifyRpps(app, request.user, request.params.id),
    uploadMyDocument: async (request) =>
      uploadDocument(app, request.user, await readUpload(request)),
    userDocuments: async (request) => documentsOf(app, request.user, request.params.id),
    documentFile: {
      // PDF and images are compressed already.
      compress: false,
      handler: async (request, reply) => {
        const file = await documentFile(app, request.user, request.params.id);
        return reply
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', contentDisposition(file.fileName))
          .type(file.contentType)
          .send(file.content);
      },
    },
    verifyDocument: async (request) =>
      decideOnDocument(app, request.user, request.params.id, request.body),
    deleteMyDocument: async (request, reply) => {
      await deleteDocument(app, request.user, request.params.id);
      return reply.status(204).send();
    },
  };
}
