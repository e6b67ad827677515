import type { User } from '../../../contract/auth.ts';

export interface PersonOption {
  value: string;
  label: string;
}

const byLabel = new Intl.Collator('fr-FR', { sensitivity: 'base' });

/**
 * Who may be assigned a mission: approved nurses and caregivers (the server refuses anyone
 * else), « Prénom Nom (Infirmier) », in alphabetical order.
 */
export function professionalOptions(
  users: readonly User[],
  roleLabels: Record<'nurse' | 'caregiver', string>,
): PersonOption[] {
  return users
    .filter(
      (u): u is User & { role: 'nurse' | 'caregiver' } =>
        u.status === 'approved' && (u.role === 'nurse' || u.role === 'caregiver'),
    )
    .map((u) => ({
      value: u.id,
      label: `${`${u.first_name} ${u.last_name}`.trim() || u.name} (${roleLabels[u.role]})`,
    }))
    .sort((a, b) => byLabel.compare(a.label, b.label));
}
