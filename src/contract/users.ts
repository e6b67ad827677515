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
 * `GET /users` filters and keyset pages (pending accounts first, then by creation). The answer
 * stays a JSON array, the next page's cursor in `X-Next-Cursor`; without parameters, every
 * account as before.
 */
export const UserListQuery = z.object({
  status: UserStatus.optional(),
  role: Role.optional(),
  q: SearchText.optional(),
  limit: PageQuery.shape.limit,
  cursor: ListCursor.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;
