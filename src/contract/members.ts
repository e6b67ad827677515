/**
 * An establishment's members: the colleagues its owner invites to manage it with their own
 * sign-in (docs/product-rules.md « Members of an establishment »).
 */
import { Email, FirstName, LastName, Password } from './auth.ts';
import { Id } from './common.ts';
import { z } from './z.ts';

/** `POST /institutions/{id}/members`: who is invited. The invite form validates with it too. */
export const MemberInviteBody = z.object({
  email: Email,
  first_name: FirstName,
  last_name: LastName,
});
export type MemberInviteBody = z.input<typeof MemberInviteBody>;

/** The one-time link (seven days); also e-mailed to her when mail is configured. */
export const MemberInvitation = z.object({
  invitation_url: z.string(),
  expires_at: z.string(),
  /** The link was also sent by e-mail. */
  mailed: z.boolean(),
});
export type MemberInvitation = z.infer<typeof MemberInvitation>;

/** One manager of the establishment: its owner (the account that registered it) or a member. */
export const Member = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The account that registered the establishment: it cannot be removed. */
  owner: z.boolean(),
  created_at: z.string(),
});
export type Member = z.infer<typeof Member>;

/** `GET /institutions/{id}/members`: the owner first, then the members by name. */
export const MemberList = z.array(Member);

export const MemberParams = z.object({ id: Id, user_id: Id });

/** `POST /auth/invitation`: the link's token and the password she chooses. */
export const InvitationAcceptBody = z.object({
  token: z
    .string({ error: "Le lien d'invitation est incomplet." })
    .trim()
    .min(1, "Le lien d'invitation est incomplet.")
    .max(200, "Ce lien d'invitation n'est pas valable."),
  password: Password,
});
export type InvitationAcceptBody = z.input<typeof InvitationAcceptBody>;
