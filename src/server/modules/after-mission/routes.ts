import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import {
  institutionBrief,
  institutionStats,
  listRatings,
  missionBrief,
  missionRating,
  myRating,
  platformStats,
  rateMission,
  updateInstitutionBrief,
  updateMissionBrief,
} from './service.ts';

export function afterMissionHandlers(
  app: FastifyInstance,
): HandlersFor<
  | 'rateMission'
  | 'missionRating'
  | 'myRating'
  | 'listRatings'
  | 'missionBrief'
  | 'updateMissionBrief'
  | 'institutionBrief'
  | 'updateInstitutionBrief'
  | 'institutionStats'
  | 'platformStats'
> {
  return {
    rateMission: async (request) => rateMission(app, request.user, request.params.id, request.body),
    missionRating: async (request) => missionRating(app, request.user, request.params.id),
    myRating: async (request) => myRating(app, request.user),
    listRatings: async (request) => listRatings(app, request.query.user_id),
    missionBrief: async (request) => missionBrief(app, request.user, request.params.id),
    updateMissionBrief: async (request) =>
      updateMissionBrief(app, request.user, request.params.id, request.body),
    institutionBrief: async (request) => institutionBrief(app, request.user, request.params.id),
    updateInstitutionBrief: async (request) =>
      updateInstitutionBrief(app, request.user, request.params.id, request.body.brief),
    institutionStats: async (request) =>
      institutionStats(app, request.user, request.params.id, request.query),
    platformStats: async (request) => platformStats(app, request.query),
  };
}
