import { HourlyRate, Id, LocalDate, TravelFee } from './common.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';
import { z } from './z.ts';

export const ScheduleStatus = z.enum(['available', 'booked', 'completed', 'cancelled']);
export type ScheduleStatus = z.infer<typeof ScheduleStatus>;

/** A local wall time `HH:MM` (24 h) in the app's time zone. */
export const TimeOfDay = z
  .string({ error: 'Heure invalide (HH:MM attendu).' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (HH:MM attendu).');

/**
 * « Nouvel horaire »: a professional's availability. A slot whose end is before its start
 * crosses midnight (21:00 → 07:00 is 10 h).
 */
export const ScheduleCreateBody = z
  .object({
    institution_id: Id.nullable().default(null),
    date: LocalDate,
    time_start: TimeOfDay,
    time_end: TimeOfDay,
    service_type: z
      .string({ error: 'Le type de service est obligatoire.' })
      .trim()
      .min(1, 'Le type de service est obligatoire.')
      .max(200, 'Le type de service est trop long (200 caractères au plus).')
      .regex(SINGLE_LINE, singleLineMessage('Le type de service')),
    /** Euros per hour. */
    tarif_base: HourlyRate,
    /** Euros, once per slot. */
    deplacement_cost: TravelFee.default(0),
  })
  .superRefine((body, ctx) => {
    if (body.time_start === body.time_end) {
      ctx.addIssue({
        code: 'custom',
        path: ['time_end'],
        message: "L'heure de fin doit être différente de l'heure de début.",
      });
    }
  });
export type ScheduleCreateBody = z.input<typeof ScheduleCreateBody>;

/** How a slot's total is made: `tarif_base` × hours + `deplacement_cost`, all in euros. */
export const ScheduleBreakdown = z.object({
  /** Slot length in hours (minutes / 60, unrounded). */
  hours: z.number(),
  minutes: z.number().int(),
  base_amount: z.number(),
  deplacement_cost: z.number(),
  total: z.number(),
});
export type ScheduleBreakdown = z.infer<typeof ScheduleBreakdown>;

export const Schedule = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  institution_id: z.string().nullable(),
  /** Null when no establishment is named. */
  institution_name: z.string().nullable(),
  date: z.string(),
  time_start: z.string(),
  time_end: z.string(),
  service_type: z.string(),
  tarif_base: z.number(),
  deplacement_cost: z.number(),
  status: ScheduleStatus,
  total: z.number(),
  breakdown: ScheduleBreakdown,
  created_at: z.string(),
});
export type Schedule = z.infer<typeof Schedule>;
export const ScheduleList = z.array(Schedule);
