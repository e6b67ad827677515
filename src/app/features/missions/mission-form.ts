import type { CreatePrestationBody } from '../../../contract/missions.ts';
import { plannedMinutes, validatePlannedWindow } from '../../../domain/missions/durations.ts';
import { localInputToEpochMs } from '../../../domain/time/local-input-to-instant.ts';
import { fr } from './fr.ts';

/** What the mission forms hold: `datetime-local` values, ids as chosen ('' for none). */
export interface MissionFormValues {
  name: string;
  description: string;
  /** `2025-03-10T08:00`, a wall time in the business time zone. */
  start: string;
  end: string;
  etablissementId?: string;
  assigneeId?: string;
}

export type MissionFormField = 'name' | 'start' | 'end';

export type MissionFormCheck =
  | { ok: true; body: CreatePrestationBody }
  | { ok: false; message: string; field: MissionFormField };

/**
 * Checks a mission form before any call (docs/product-rules.md §8) and builds the `POST /prestations` body:
 * name, start and end required (« Veuillez remplir tous les champs obligatoires. »), end after
 * start (« La date de fin doit être après la date de début »), dates sent as ISO instants of the
 * wall times typed (in `options.timeZone`). `full` (the management form) also sends the planned
 * duration and the optional establishment and assignee, null when empty; the establishment's
 * dialog sends only name, description and dates, as the specification's client does.
 */
export function checkMissionForm(
  values: MissionFormValues,
  options: { timeZone: string; full: boolean },
): MissionFormCheck {
  const name = values.name.trim();
  if (!name) return { ok: false, message: fr.requiredMissing, field: 'name' };
  const startMs = localInputToEpochMs(values.start, options.timeZone);
  if (startMs === null) return { ok: false, message: fr.requiredMissing, field: 'start' };
  const endMs = localInputToEpochMs(values.end, options.timeZone);
  if (endMs === null) return { ok: false, message: fr.requiredMissing, field: 'end' };
  const problem = validatePlannedWindow(startMs, endMs);
  if (problem !== null) return { ok: false, message: problem, field: 'end' };

  const body: CreatePrestationBody = {
    name,
    description: values.description.trim(),
    dateStart: new Date(startMs).toISOString(),
    dateEnd: new Date(endMs).toISOString(),
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
