import { REQUIRED_ROLES, type RequiredRoleName } from '../../../contract/limits.ts';
import type { CreatePrestationBody } from '../../../contract/missions.ts';
import { plannedMinutes, validatePlannedWindow } from '../../../domain/missions/durations.ts';
import { missionLengthProblem } from '../../../domain/staffing/eligibility.ts';
import { localInputToEpochMs } from '../../../domain/time/local-input-to-instant.ts';
import { fr } from './fr.ts';

/** What the mission forms hold: `datetime-local` values, ids as chosen ('' for none). */
export interface MissionFormValues {
  name: string;
  description: string;
  /** `2025-03-10T08:00`, a wall time in the business time zone. */
  start: string;
  end: string;
  /** « Profil recherché »: `nurse`, `caregiver` or `any`; left out, `any`. */
  requiredRole?: string;
  etablissementId?: string;
  assigneeId?: string;
}

/** The form's own input names (what `MissionFields` renders, the contract's body keys). */
export type MissionFormField = 'name' | 'dateStart' | 'dateEnd' | 'required_role';

export type MissionFormErrors = Partial<Record<MissionFormField, string>>;

export type MissionFormCheck =
  | { ok: true; body: CreatePrestationBody }
  | {
      ok: false;
      /** Each problem under its field, in the order the form shows them. */
      errors: MissionFormErrors;
      /** A required field is empty: the specification's « Veuillez remplir… » toast is due. */
      missing: boolean;
    };

/**
 * Whether a value is one of the contract's required profiles: the very list its schema is built
 * from (`REQUIRED_ROLES`, in the contract's zod-free module), so the browser refuses exactly what
 * the server would.
 */
export function isRequiredRole(value: unknown): value is RequiredRoleName {
  return typeof value === 'string' && (REQUIRED_ROLES as readonly string[]).includes(value);
}

/**
 * Checks a mission form before any call (docs/product-rules.md §8) and builds the
 * `POST /prestations` body: name, start and end required (each marked under itself, and the
 * specification's « Veuillez remplir tous les champs obligatoires. » due), end after start
 * (« La date de fin doit être après la date de début ») and at most 12 h later (the server's
 * own rule, §10: « Une mission dure au plus 12 h (celle-ci : 14 h). »), dates sent as ISO
 * instants of the wall times typed (in `options.timeZone`), the required profile one of the
 * contract's (§10). `full` (the management form) also sends the planned duration and the
 * optional establishment and assignee, null when empty; the establishment's dialog sends only
 * name, description, dates and profile. The contract's schema then checks the body itself
 * (`useZodForm().validate`).
 */
export function checkMissionForm(
  values: MissionFormValues,
  options: { timeZone: string; full: boolean },
): MissionFormCheck {
  const errors: MissionFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = fr.nameRequired;
  const startMs = localInputToEpochMs(values.start, options.timeZone);
  if (startMs === null) errors.dateStart = fr.startRequired;
  const endMs = localInputToEpochMs(values.end, options.timeZone);
  if (endMs === null) errors.dateEnd = fr.endRequired;
  const missing = Object.keys(errors).length > 0;
  if (startMs !== null && endMs !== null) {
    const problem = validatePlannedWindow(startMs, endMs) ?? missionLengthProblem(startMs, endMs);
    if (problem !== null) errors.dateEnd = problem;
  }
  const requiredRole = values.requiredRole ?? 'any';
  if (!isRequiredRole(requiredRole)) errors.required_role = fr.requiredRoleInvalid;
  if (Object.keys(errors).length > 0 || startMs === null || endMs === null) {
    return { ok: false, errors, missing };
  }
  if (!isRequiredRole(requiredRole)) return { ok: false, errors, missing };

  const body: CreatePrestationBody = {
    name,
    description: values.description.trim(),
    dateStart: new Date(startMs).toISOString(),
    dateEnd: new Date(endMs).toISOString(),
    required_role: requiredRole,
  };
  if (!options.full) return { ok: true, body };
  return {
    ok: true,
    body: {
      ...body,
      dureeMinutes: plannedMinutes(startMs, endMs),
      assigned_to: values.assigneeId || null,
      etablissement_id: values.etablissementId || null,
    },
  };
}
