import type { FastifyInstance } from 'fastify';
import { paged } from '../../http/paged.ts';
import type { HandlersFor } from '../../http/register-routes.ts';
import { readPhoto, registerPhotoParser, removePhoto, uploadPhoto } from './photo.ts';
import { presentAccount } from './account.ts';
import { presentDirectoryEntry } from './present.ts';
import { listApprovedUsers } from './repo.ts';

import { decideUser, searchUsers, updateMe, updateMySettings } from './service.ts';

export function usersHandlers(
  app: FastifyInstance,
): HandlersFor<
  | 'listUsers'
  | 'directory'
  | 'updateMySettings'
  | 'approveUser'
  | 'rejectUser'
  | 'updateMe'
  | 'uploadMyPhoto'
  | 'deleteMyPhoto'
  | 'userPhoto'
> {
  // The photo route's body is the image itself.
  registerPhotoParser(app);
  return {
    // One query for every account, its RPPS verifier and its documents' state included.
    // Filters and keyset pages; without parameters, every account as before.
    listUsers: async (request, reply) => paged(reply, await searchUsers(app, request.query)),
    directory: async () => (await listApprovedUsers(app.db)).map(presentDirectoryEntry),
    updateMySettings: async (request) =>
      presentAccount(app, await updateMySettings(app, request.user, request.body)),
    approveUser: async (request) => decideUser(app, request.user, request.params.id, 'approve'),
    rejectUser: async (request) => decideUser(app, request.user, request.params.id, 'reject'),
    updateMe: async (request) =>
      presentAccount(app, await updateMe(app, request.user, request.body)),
    uploadMyPhoto: async (request) =>
      presentAccount(app, await uploadPhoto(app, request.user, request.body as unknown)),
    deleteMyPhoto: async (request) => presentAccount(app, await removePhoto(app, request.user)),
    userPhoto: {
      // WebP is already compressed.
      compress: false,
      handler: async (request, reply) => {
        const photo = await readPhoto(app, request.params.id, request.query.v);
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type(photo.contentType)
          .send(photo.bytes);
      },
    },
  };
}
