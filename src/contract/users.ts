import { Role, UserStatus } from './common.ts';
import { ListCursor, PageQuery, SearchText } from './missions.ts';
import { User } from './auth.ts';
import { z } from './z.ts';

export const UserList = z.array(User);

/** What any signed-in user may know of an approved user, to start a conversation. */
export const DirectoryEntry = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  role: Role,
  profile_photo: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntry>;
export const Directory = z.array(DirectoryEntry);

export const UserDecisionResponse = z.object({ message: z.string(), user: User });

/**
 * The orders of `GET /users`: `pending` (pending accounts first, then by registration, oldest
 * first: the default), `created_at` / `-created_at` (registration, oldest / newest first),
 * `name` / `-name` (the name shown, A to Z / Z to A, accents and case ignored).
 */
export const UserSort = z.enum(['pending', 'created_at', '-created_at', 'name', '-name'], {
  error: 'Tri inconnu\u202f: pending, created_at, -created_at, name ou -name.',
});
export type UserSort = z.infer<typeof UserSort>;

/**
 * `GET /users` filters and keyset pages (pending accounts first, then by creation, unless
 * `sort` says otherwise). The answer stays a JSON array, the next page's cursor in
 * `X-Next-Cursor`; without parameters, every account as before. A cursor continues the order
 * it was given in.
 */
export const UserListQuery = z.object({
  status: UserStatus.optional(),
  role: Role.optional(),
  q: SearchText.optional(),
  limit: PageQuery.shape.limit,
  cursor: ListCursor.optional(),
  sort: UserSort.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;
