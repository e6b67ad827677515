import { Id } from './common.ts';
import { z } from './z.ts';

export const ExchangeStatus = z.enum(['pending', 'accepted', 'rejected']);
export type ExchangeStatus = z.infer<typeof ExchangeStatus>;

export const CreateExchangeBody = z.object({
  prestation_id: Id,
  to_user_id: Id,
  reason: z
    .string()
    .trim()
    .max(1000, 'Le motif est trop long (1 000 caractères au plus).')
    .default(''),
});
export type CreateExchangeBody = z.input<typeof CreateExchangeBody>;

export const RespondQuery = z.object({
  accept: z
    .enum(['true', 'false'], { error: 'Le paramètre accept doit valoir true ou false.' })
    .transform((v) => v === 'true'),
});

export const Exchange = z.object({
  id: z.string(),
  prestation_id: z.string(),
  from_user_id: z.string(),
  to_user_id: z.string(),
  /** Seen from the caller: proposed by them, or to them. */
  direction: z.enum(['sent', 'received']),
  counterpart_name: z.string(),
  prestation: z.object({
    id: z.string(),
    name: z.string(),
    dateStart: z.string(),
    dateEnd: z.string(),
  }),
  reason: z.string(),
  status: ExchangeStatus,
  created_at: z.string(),
  responded_at: z.string().nullable(),
});
export type Exchange = z.infer<typeof Exchange>;
/** Newest first. */
export const ExchangeList = z.array(Exchange);

export const ExchangeResponse = z.object({ message: z.string(), exchange: Exchange });
