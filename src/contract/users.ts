import { Role } from './common.ts';
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
