import type { Prestation } from '../../../contract/missions.ts';
import { displayName } from '../users/present.ts';
import type { MissionView } from './repo.ts';

type Person = {
  role: 'admin' | 'nurse' | 'caregiver' | 'institution' | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
} | null;

function nameOf(person: Person): string | null {
  if (!person?.role) return null;
  return displayName({
    role: person.role,
    name: person.name,
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
  });
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A mission row with its joined names, in the field names of docs/product-rules.md §8. */
export function presentMission({ mission: m, assignee, institution }: MissionView): Prestation {
  const etablissementName = m.institutionId === null ? null : nameOf(institution);
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    dateStart: m.dateStart.toISOString(),
    dateEnd: m.dateEnd.toISOString(),
    dureeMinutes: m.dureeMinutes,
    assigned_to: m.assignedTo,
    assigned_name: m.assignedTo === null ? null : nameOf(assignee),
    etablissement_id: m.institutionId,
    etablissement:
      etablissementName === null
        ? null
        : {
            name: etablissementName,
            address: institution?.address ?? '',
            phone: institution?.phone ?? '',
          },
    etablissement_name: etablissementName,
    status: m.status,
    required_role: m.requiredRole,
    override_reason: m.overrideReason,
    started_at: iso(m.startedAt),
    ended_at: iso(m.endedAt),
    actual_duration: m.actualDuration,
    paid: m.paid,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}
