import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import {
  candidatesOf,
  claimMission,
  openMissionsFor,
  publishMission,
  withdrawMission,
} from './service.ts';

type StaffingCalls =
  'missionCandidates' | 'publishMission' | 'openMissions' | 'claimMission' | 'withdrawMission';

export function staffingHandlers(app: FastifyInstance): HandlersFor<StaffingCalls> {
  return {
    missionCandidates: async (request) => candidatesOf(app, request.params.id),
    publishMission: async (request) =>
      publishMission(app, request.user, request.params.id, request.body),
    openMissions: async (request) => openMissionsFor(app, request.user),
    claimMission: async (request) => claimMission(app, request.user, request.params.id),
    withdrawMission: async (request) => withdrawMission(app, request.user, request.params.id),
  };
}
