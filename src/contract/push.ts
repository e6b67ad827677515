import { isPushServiceEndpoint } from '../domain/push/push-services.ts';
import { z } from './z.ts';

export const PushPublicKey = z.object({ public_key: z.string() });

const Base64Url = (label: string) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .min(1, `${label} est obligatoire.`)
    .max(256, `${label} est trop long.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} n'est pas une valeur base64url valide.`);

/**
 * The server posts to this address: https only, and only on the browsers' push services
 * (`PUSH_SERVICE_HOSTS`), so that a subscription cannot aim requests at the server's own
 * network. The sender checks the same rule again before each post.
 */
export const PushEndpoint = z
  .string({ error: "L'adresse d'abonnement est obligatoire." })
  .max(2048, "L'adresse d'abonnement est trop longue.")
  .refine(isPushServiceEndpoint, {
    message: "L'adresse d'abonnement doit être une URL https d'un service de notifications.",
  });

/** What the browser's `PushSubscription.toJSON()` gives. */
export const PushSubscriptionBody = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: Base64Url('La clé p256dh'), auth: Base64Url('La clé auth') },
    { error: "Les clés de l'abonnement sont obligatoires." },
  ),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({
  endpoint: z
    .string({ error: "L'adresse d'abonnement est obligatoire." })
    .min(1, "L'adresse d'abonnement est obligatoire.")
    .max(2048, "L'adresse d'abonnement est trop longue."),
});

export const PushSubscribeResponse = z.object({ message: z.string() });
export const PushUnsubscribeResponse = z.object({
  message: z.string(),
  deleted: z.number().int(),
});

/** The JSON body of every Web Push sent, read by the service worker. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  id: z.string(),
  type: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
