import type { User } from '../../../contract/auth.ts';
import { fr } from './fr.ts';

/** docs/product-rules.md §6: the first name, else the name, else « Utilisateur ». */
export function greetingName(user: Pick<User, 'first_name' | 'name'> | null): string {
  return user?.first_name?.trim() || user?.name?.trim() || fr.fallbackName;
}
