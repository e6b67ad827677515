import type { FastifyInstance, FastifyReply } from 'fastify';
import { IDEMPOTENCY_HEADER, type SignalKind } from '../../../contract/missions.ts';
import type { HandlersFor, RequestOf } from '../../http/register-routes.ts';
import { paged } from '../../http/paged.ts';
import { sendAnswer } from '../../plugins/cache.ts';
import { keyOf } from '../idempotency/service.ts';
import {
  approveMission,
  cancelMission,
  contestMission,
  correctActuals,
  createMission,
  createMissions,
  findVisible,
  assignedToJson,
  listPending,
  searchOfInstitution,
  searchVisible,
  missionsToValidate,
  signal,
  validateMission,
} from './service.ts';

type MissionCalls =
  | 'listMissions'
  | 'myMissions'
  | 'pendingMissions'
  | 'institutionMissions'
  | 'getMission'
  | 'createMission'
  | 'createMissionsBatch'
  | 'approveMission'
  | 'acceptMission'
  | 'startMission'
  | 'endMission'
  | 'cancelMission'
  | 'correctActuals'
  | 'validateMission'
  | 'contestMission'
  | 'missionsToValidate';

export function missionsHandlers(app: FastifyInstance): HandlersFor<MissionCalls> {
  /** Accept, start or end: the first answer for an idempotency key, refusal or success, as given. */
  const signalled =
    (kind: SignalKind) =>
    async (
      request: RequestOf<'acceptMission' | 'startMission' | 'endMission'>,
      reply: FastifyReply,
    ) => {
      const key = keyOf(request.headers[IDEMPOTENCY_HEADER], request.body?.client_action_id);
      const answer = await signal(app, request.user, {
        missionId: request.params.id,
        kind,
        at: request.body?.at,
        key,
        position: request.body?.position,
      });
      // Written by the presenter from the decided row, a refusal, or a recorded answer: sent as
      // it is, without checking it against the schema once more (a third of the tap's time in
      // JavaScript).
      return reply
        .status(answer.statusCode)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(answer.body));
    };

  return {
    listMissions: async (request, reply) =>
      paged(reply, await searchVisible(app, request.user, request.query)),
    // The nurse's hot path: her default page is answered from memory until one of her missions
    // changes (see AppCache), with an ETag so that an unchanged list costs a 304. A page holding
    // hours that await their sign-off is kept only until the first of them turns validated by
    // the passing of 72 h: nothing is written then, so no change would drop it.
    myMissions: {
      compress: false,
      handler: async (request, reply) => {
        const { user, query } = request;
        const name = `missions ${query.limit ?? ''} ${query.offset ?? ''}`;
        const answer = await app.cache.answerJson(user.id, name, () =>
          assignedToJson(app, user, query),
        );
        return sendAnswer(request, reply, answer);
      },
    },
    pendingMissions: async (request) => listPending(app, request.query),
    institutionMissions: async (request, reply) =>
      paged(reply, await searchOfInstitution(app, request.user, request.query)),
    getMission: async (request) => findVisible(app, request.user, request.params.id),
    createMission: async (request) => createMission(app, request.user, request.body),
    createMissionsBatch: async (request) =>
      createMissions(app, request.user, request.body.missions),
    approveMission: async (request) =>
      approveMission(app, request.user, request.params.id, request.body),
    acceptMission: signalled('accept'),
    startMission: signalled('start'),
    endMission: signalled('end'),
    cancelMission: async (request) => cancelMission(app, request.user, request.params.id),
    correctActuals: async (request) =>
      correctActuals(app, request.user, request.params.id, request.body),
    validateMission: async (request) => validateMission(app, request.user, request.params.id),
    contestMission: async (request) =>
      contestMission(app, request.user, request.params.id, request.body),
    missionsToValidate: async (request) => missionsToValidate(app, request.user, request.query),
  };
}
