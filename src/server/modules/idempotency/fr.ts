export const idempotencyFr = {
  keyReused: "Cet identifiant d'action a déjà servi pour une autre action.",
  keysDiffer: "L'en-tête Idempotency-Key et client_action_id doivent avoir la même valeur.",
} as const;
