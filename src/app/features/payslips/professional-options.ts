import type { User } from '../../../contract/auth.ts';
import { roleLabels } from '../../ui/fr.ts';

export interface ProfessionalOption {
  value: string;
  label: string;
}

/**
 * Who a payslip can be generated for, by name: the specification says « approved users who
 * are not admin »; establishments are not admin either but are never paid (the server refuses
 * them), so only approved nurses and caregivers are offered.
 */
export function professionalOptions(users: readonly User[]): ProfessionalOption[] {
  return users
    .flatMap((user) => {
      if (user.status !== 'approved') return [];
      if (user.role !== 'nurse' && user.role !== 'caregiver') return [];
      const name = `${user.first_name} ${user.last_name}`.trim() || user.name;
      return [{ value: user.id, label: `${name} — ${roleLabels[user.role]}`, name }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr-FR'))
    .map(({ value, label }) => ({ value, label }));
}
