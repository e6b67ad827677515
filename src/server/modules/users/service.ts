import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { presentUser } from './present.ts';
import { decidePendingUser, findUserById } from './repo.ts';

const fr = {
  notFound: 'Utilisateur introuvable.',
  notPending: (status: string) =>
    status === 'approved' ? 'Ce compte est déjà approuvé.' : 'Ce compte a déjà été rejeté.',
  approved: 'Utilisateur approuvé',
  rejected: 'Utilisateur rejeté',
  notifyApproved: 'Votre compte a été approuvé. Bienvenue sur Relève !',
  notifyRejected: "Votre demande d'inscription a été refusée.",
};

/** Approves or rejects a pending account and tells its owner. */
export async function decideUser(app: FastifyInstance, id: string, decision: 'approve' | 'reject') {
  const now = app.now();
  const status = decision === 'approve' ? 'approved' : 'rejected';
  const user = await withTransaction(app, now, async (tx) => {
    const user = await decidePendingUser(tx, id, status, now);
    if (!user) return { result: undefined };
    return {
      result: user,
      effects: {
        // Its kept account row (pending) is stale.
        changed: [id],
        notify: [
          decision === 'approve'
            ? { userId: id, type: 'approval', message: fr.notifyApproved, link: '/dashboard' }
            : { userId: id, type: 'rejection', message: fr.notifyRejected },
        ],
        // A rejected account's tokens were invalidated with the decision; its sockets go too.
        disconnect: decision === 'reject' ? [id] : [],
      },
    };
  });
  if (!user) {
    const existing = await findUserById(app.db, id);
    if (!existing) throw notFound(fr.notFound);
    throw conflict(fr.notPending(existing.status));
  }
  return {
    message: decision === 'approve' ? fr.approved : fr.rejected,
    user: presentUser(user),
  };
}
