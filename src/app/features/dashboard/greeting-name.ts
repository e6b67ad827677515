import type { User } from '../../../contract/auth.ts';
import { fr } from './fr.ts';

/** Spec §2: the first name, else the name, else « Utilisateur ». */
export function greetingName(user: Pick<User, 'first_name' | 'name'> | null): string {
  return user?.first_name?.trim() || user?.name?.trim() || fr.fallbackName;
}
