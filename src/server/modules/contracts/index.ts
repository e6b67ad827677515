/**
 * Contracts of missions: the platform's seal, the unsigned-contract alert on the job engine,
 * and the hook every mission write runs (see `storeEffects`).
 */
import type { FastifyInstance } from 'fastify';
import { generateSeal, Sealer, type SealConfig } from './seal.ts';
import { runUnsignedAlert, UNSIGNED_QUEUE } from './service.ts';

export { missionsWritten } from './service.ts';
export type { SealConfig } from './seal.ts';

/** A seal generated once per process when none is given (tests, scripts). */
let generated: SealConfig | undefined;

export function registerContracts(app: FastifyInstance, seal: SealConfig | undefined): void {
  const config = seal ?? (generated ??= generateSeal());
  app.decorate('contracts', { sealer: new Sealer(config) });
  app.jobs.handle(UNSIGNED_QUEUE, (data) => runUnsignedAlert(app, data));
}
