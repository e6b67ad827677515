/**
 * Staffing: who may take a mission (docs/product-rules.md, « Staffing » and « Open missions »).
 * Schemas of the required profile, the admin's override, the candidates of a mission and the
 * open missions professionals claim.
 */
import { RatingSummary } from './after-mission.ts';
import { Prestation } from './missions.ts';
import { z } from './z.ts';

export { OVERRIDE_REASON_REQUIRED, OverrideFields, RequiredRole } from './missions.ts';

/** `GET /prestations/{id}/candidates` (admin): one professional and whether she may take it. */
export const Candidate = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['nurse', 'caregiver']),
  eligible: z.boolean(),
  /** Why she cannot take it, French sentences; empty when eligible. */
  reasons: z.array(z.string()),
  /** One of her declared availabilities (status `available`) covers the mission. */
  available: z.boolean(),
  /**
   * She holds a verified document that has not expired. Without one she cannot claim open
   * missions, but the administrator may still assign her.
   */
  verified: z.boolean(),
  /** One of the establishment's favourites (« Mes soignants »). */
  favorite: z.boolean().optional(),
  /** Her ratings by establishments (« After the mission »); null before the first. */
  rating: RatingSummary.nullable(),
});
export type Candidate = z.infer<typeof Candidate>;
export const CandidateList = z.array(Candidate);

/** An open mission as « Missions disponibles » lists it, with what it would pay. */
export const OpenMission = Prestation.extend({
  /** Euros (two decimals), from the planned times and the establishment's tariffs, travel included. */
  estimated_pay: z.number(),
});
export type OpenMission = z.infer<typeof OpenMission>;
export const OpenMissionList = z.array(OpenMission);
