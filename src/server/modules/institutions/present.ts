import type { Institution } from '../../../contract/institutions.ts';
import { displayName, locationOf, tarificationOf } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';

export function presentInstitution(row: UserRow): Institution {
  return {
    id: row.id,
    name: displayName(row),
    email: row.email,
    phone: row.phone,
    address: row.address,
    role: row.role,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    tarification: tarificationOf(row),
    location: locationOf(row),
    siret: row.siret,
  };
}
