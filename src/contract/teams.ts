import { Id } from './common.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';
import { z } from './z.ts';

import { TEAM_MEMBERS_MAX } from './limits.ts';

export { TEAM_MEMBERS_MAX };

const TeamName = z
  .string({ error: "Le nom de l'équipe est obligatoire." })
  .trim()
  .min(1, "Le nom de l'équipe est obligatoire.")
  .max(100, "Le nom de l'équipe est trop long (100 caractères au plus).")
  .regex(SINGLE_LINE, singleLineMessage("Le nom de l'équipe"));

const Members = z
  .array(Id, { error: "Les membres doivent être une liste d'identifiants." })
  .max(TEAM_MEMBERS_MAX, `Une équipe compte au plus ${TEAM_MEMBERS_MAX} membres.`);

/**
 * Members are approved professionals. The referent, optional, is an approved member of the
 * team or an administrator (a coordinator who is not on the rota).
 */
export const CreateTeamBody = z.object({
  name: TeamName,
  referent_user_id: Id.nullable().optional(),
  members: Members.default([]),
});
export type CreateTeamBody = z.input<typeof CreateTeamBody>;

/** Only the fields sent change; `members` replaces the whole list. */
export const UpdateTeamBody = z.object({
  name: TeamName.optional(),
  referent_user_id: Id.nullable().optional(),
  members: Members.optional(),
});
export type UpdateTeamBody = z.input<typeof UpdateTeamBody>;

export const Team = z.object({
  id: z.string(),
  name: z.string(),
  referent_user_id: z.string().nullable(),
  referent_name: z.string().nullable(),
  members: z.array(z.string()),
  member_names: z.array(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
});
export type Team = z.infer<typeof Team>;
export const TeamList = z.array(Team);

export const TeamResponse = z.object({ message: z.string(), team: Team });
