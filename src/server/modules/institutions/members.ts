/**
 * An establishment's team: its owner (the account that registered it) invites colleagues by a
 * one-time link of seven days; accepting it creates an approved account of role institution
 * acting for the establishment (`institution_id`); the owner and the admin list and remove them.
 * docs/product-rules.md « Members of an establishment ».
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InvitationAcceptBody, Member, MemberInvitation } from '../../../contract/members.ts';
import type { MemberInviteBody } from '../../../contract/members.ts';
import { HttpError, ValidationError, forbidden, notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { hashPassword } from '../auth/passwords.ts';
import { renderInvitationMail } from '../mail/render.ts';
import { displayName } from '../users/present.ts';
import { findUserByEmail, findUserById, type UserRow } from '../users/repo.ts';
import { institutionOf, isInstitutionOwner } from './acting-for.ts';
import { institutionsFr as fr } from './fr.ts';
import {
  findInstitution,
  insertInvitation,
  insertMember,
  listMembers,
  lockInvitation,
  markInvitationUsed,
  removeMember,
} from './repo.ts';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** The screen of the app that reads an invitation link's token. */
export const INVITATION_PAGE_PATH = '/invitation';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The establishment whose team the caller manages: the admin any establishment, its owner its
 * own. Another establishment's account gets « introuvable » (it may not learn what exists), a
 * member of this one a 403 (only the owner manages the team).
 */
async function managedEstablishment(
  app: FastifyInstance,
  actor: UserRow,
  id: string,
): Promise<UserRow> {
  if (actor.role === 'institution') {
    if (institutionOf(actor) !== id) throw notFound(fr.notFound);
    if (!isInstitutionOwner(actor)) throw forbidden(fr.membersOwnerOnly);
  } else if (actor.role !== 'admin') {
    throw forbidden(fr.membersOwnerOnly);
  }
  const establishment = await findInstitution(app.db, id);
  if (!establishment) throw notFound(fr.notFound);
  return establishment;
}

/** The establishment's own row for an establishment's account (a member's is not it). */
export async function establishmentOf(app: FastifyInstance, user: UserRow): Promise<UserRow> {
  const id = institutionOf(user);
  if (id === null || id === user.id) return user;
  return (await findUserById(app.db, id)) ?? user;
}

const emailTaken = () =>
  new ValidationError([{ loc: ['body', 'email'], msg: fr.emailTaken, type: 'unique' }]);

/** `POST /institutions/{id}/members`: a one-time link, e-mailed when mail is configured. */
export async function inviteMember(
  app: FastifyInstance,
  actor: UserRow,
  id: string,
  body: MemberInviteBody,
): Promise<MemberInvitation> {
  const establishment = await managedEstablishment(app, actor, id);
  const email = body.email;
  if (await findUserByEmail(app.db, email)) throw emailTaken();
  const now = app.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  await withTransaction(app, now, async (tx) => {
    await insertInvitation(tx, {
      tokenHash: sha256(token),
      institutionId: id,
      email,
      firstName: body.first_name,
      lastName: body.last_name,
      invitedBy: actor.id,
      expiresAt,
      usedAt: null,
      userId: null,
      createdAt: now,
    });
    return {
      result: undefined,
      effects: {
        audit: [
          {
            actorId: actor.id,
            action: 'member.invited',
            objectType: 'user',
            objectId: id,
            detail: { email },
          },
        ],
      },
    };
  });
  const url = `${app.publicUrl}${INVITATION_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  if (app.mail.enabled) {
    await app.mail.send(
      renderInvitationMail({
        to: email,
        firstName: body.first_name,
        inviter: displayName(actor),
        institution: displayName(establishment),
        url,
        days: INVITATION_DAYS,
      }),
    );
  }
  return { invitation_url: url, expires_at: expiresAt.toISOString(), mailed: app.mail.enabled };
}

const presentMember = (row: UserRow, owner: boolean): Member => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  owner,
  created_at: row.createdAt.toISOString(),
});

/** `GET /institutions/{id}/members`: the owner first, then the members by name. */
export async function membersOf(
  app: FastifyInstance,
  actor: UserRow,
  id: string,
): Promise<Member[]> {
  const establishment = await managedEstablishment(app, actor, id);
  const members = await listMembers(app.db, id);
  return [presentMember(establishment, true), ...members.map((m) => presentMember(m, false))];
}

/**
 * `DELETE /institutions/{id}/members/{user_id}`: her account is closed and her sessions end at
 * once, here and on every instance (token version, cached account dropped, sockets closed).
 */
export async function removeMemberOf(
  app: FastifyInstance,
  actor: UserRow,
  id: string,
  userId: string,
): Promise<void> {
  await managedEstablishment(app, actor, id);
  const now = app.now();
  const removed = await withTransaction(app, now, async (tx) => {
    const row = await removeMember(tx, id, userId, now);
    if (!row) return { result: undefined };
    return {
      result: row,
      effects: {
        changed: [row.id],
        disconnect: [row.id],
        audit: [
          {
            actorId: actor.id,
            action: 'member.removed',
            objectType: 'user',
            objectId: row.id,
            detail: { institution_id: id, email: row.email },
          },
        ],
      },
    };
  });
  if (!removed) throw notFound(fr.memberNotFound);
}

/**
 * `POST /auth/invitation`: the link works once, before its expiry; it creates her approved
 * account, acting for the establishment, with the password she chose. Answers the new account,
 * to be signed in like a login.
 */
export async function acceptInvitation(
  app: FastifyInstance,
  body: InvitationAcceptBody,
): Promise<UserRow> {
  const now = app.now();
  const passwordHash = await hashPassword(body.password);
  const tokenHash = sha256(body.token.trim());
  return withTransaction(app, now, async (tx) => {
    const invitation = await lockInvitation(tx, tokenHash);
    if (!invitation) throw new HttpError(422, fr.invitationUnknown);
    if (invitation.usedAt) throw new HttpError(422, fr.invitationUsed);
    if (invitation.expiresAt.getTime() <= now.getTime()) {
      throw new HttpError(422, fr.invitationExpired);
    }
    const establishment = await findInstitution(tx, invitation.institutionId);
    if (!establishment || establishment.status !== 'approved' || establishment.deletedAt) {
      throw new HttpError(422, fr.invitationClosed);
    }
    const member = await insertMember(tx, {
      id: randomUUID(),
      email: invitation.email,
      passwordHash,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      name: null,
      // Her work contact until she changes it in her profile: the establishment's.
      phone: establishment.phone,
      address: establishment.address,
      role: 'institution',
      status: 'approved',
      institutionId: establishment.id,
      createdAt: now,
      updatedAt: now,
    });
    // The address was taken (by a registration) since the invitation.
    if (!member) throw new HttpError(422, fr.emailTaken);
    await markInvitationUsed(tx, tokenHash, member.id, now);
    return {
      result: member,
      effects: {
        answersChanged: [establishment.id],
        audit: [
          {
            actorId: member.id,
            action: 'member.added',
            objectType: 'user',
            objectId: member.id,
            detail: { institution_id: establishment.id, invited_by: invitation.invitedBy },
          },
        ],
      },
    };
  });
}
