/**
 * The contract of every mission (docs/product-rules.md, « Contracts »): drawn up in the
 * transaction of every write that gives a mission its professional, voided and drawn again
 * when its assignee, planned times or rates change, read and signed by both parties, then
 * sealed by the platform. The terms are stored with the write; the PDF is rendered from them
 * on first read (a tap that assigns a mission pays one insert, not a rendering).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  Contract,
  ContractListItem,
  ContractListQuery,
  SignContractBody,
} from '../../../contract/contracts.ts';
import {
  addWorkingDays,
  UNSIGNED_ALERT_WORKING_DAYS,
} from '../../../domain/contracts/working-days.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { BAND_LABELS_FR } from '../../../domain/pay/fr.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import type { JobRequest } from '../../plugins/jobs.ts';
import { missionsFr } from '../missions/fr.ts';
import { nameOf } from '../missions/present.ts';
import { findMissionView, type MissionRow } from '../missions/repo.ts';
import type { NewNotification } from '../notifications/repo.ts';
import { adminIds } from '../staffing/repo.ts';
import { displayName } from '../users/present.ts';
import { findUserById, findUsersByIds, type UserRow } from '../users/repo.ts';
import { contractsFr as fr } from './fr.ts';
import { contractDocument, type Signatures } from './pdf.ts';
import {
  findContract,
  findCurrentContract,
  insertSignature,
  insertNextVersion,
  listContracts as listRows,
  lockContract,
  lockCurrentContract,
  lockCurrentTerms,
  signaturesOf,
  storeRendered,
  updateContract,
  voidContract,
  type ContractRow,
  type ContractScope,
} from './repo.ts';
import type { Sealer } from './seal.ts';
import { draftTerms, termsKey, type ContractTerms, type Party } from './terms.ts';
import { institutionOf, partyOf } from '../institutions/acting-for.ts';

/** The job that alerts the administrators of a contract still unsigned. */
export const UNSIGNED_QUEUE = 'contract-unsigned';

/** Where the notifications of a contract lead. */
export const contractLinks = {
  professional: (missionId: string) => `/contrats/${missionId}`,
  institution: '/contrats',
  admin: '/contrats',
} as const;

/** The states in which a mission has a professional who must sign. */
const DRAWN_FOR = new Set<MissionRow['status']>(['assigned', 'accepted']);
/** States in which a mission no longer has a professional: its contract is void. */
const VOIDED_IN = new Set<MissionRow['status']>(['pending', 'open']);

export interface ContractsHost {
  sealer: Sealer;
}

declare module 'fastify' {
  interface FastifyInstance {
    contracts: ContractsHost;
  }
}

type Host = Pick<FastifyInstance, 'jobs' | 'timezone' | 'now'>;

/**
 * Brings the contracts of the written missions in line with them, in the write's transaction:
 * a mission `assigned` or `accepted` has a current contract on its terms (assignee, planned
 * times, rates), else the old one is voided and version + 1 drawn up, with its unsigned alert
 * planned 2 working days later; a mission back to `pending` or `open` (withdrawn) has none.
 * Started, completed and cancelled missions keep theirs as it is.
 */
export async function missionsWritten(
  app: Host,
  tx: Db,
  missions: readonly MissionRow[],
  now: Date,
  locked?: ReadonlyMap<string, LockedTerms | null>,
  parties?: ReadonlyMap<string, Party>,
): Promise<void> {
  for (const mission of missions) {
    const wanted =
      DRAWN_FOR.has(mission.status) &&
      mission.assignedTo !== null &&
      mission.institutionId !== null;
    if (!wanted && !VOIDED_IN.has(mission.status)) continue;
    const current = locked?.has(mission.id)
      ? locked.get(mission.id)
      : ((await lockCurrentTerms(tx, mission.id)) ?? null);
    if (current && wanted && current.key === termsKey(mission)) continue;
    if (current) await voidContract(tx, current.id, now);
    if (wanted) await drawUp(app, tx, mission, now, parties);
  }
}

/** A mission's current contract, locked for update: its id and the key of its terms. */
export interface LockedTerms {
  id: string;
  key: string | null;
}

/**
 * Whether {@link missionsWritten} looks at the contract of a mission in this state: a write
 * that already holds the mission locked may lock its current contract in the same round trip
 * (the tap does) and hand it over.
 */
export function contractFollows(mission: MissionRow): boolean {
  return DRAWN_FOR.has(mission.status) || VOIDED_IN.has(mission.status);
}

async function drawUp(
  app: Host,
  tx: Db,
  mission: MissionRow,
  now: Date,
  known?: ReadonlyMap<string, Party>,
) {
  const { professional, institution } = await partiesOf(tx, mission, known);
  if (!professional || !institution) return;
  const contract = {
    id: randomUUID(),
    missionId: mission.id,
    status: 'to_sign' as const,
    professionalId: professional.id,
    institutionId: institution.id,
    terms: draftTerms(mission, professional, institution, now, app.timezone),
    drawnAt: now,
  };
  await insertNextVersion(tx, contract);
  await app.jobs.send([unsignedAlertJob(contract, app.timezone)], tx);
}

/** The mission's two parties: those the write already read (`known`, by id), else read now. */
async function partiesOf(tx: Db, mission: MissionRow, known?: ReadonlyMap<string, Party>) {
  const professional = mission.assignedTo === null ? undefined : known?.get(mission.assignedTo);
  const institution =
    mission.institutionId === null ? undefined : known?.get(mission.institutionId);
  if (professional && institution) return { professional, institution };
  const parties = await findUsersByIds(tx, [mission.assignedTo ?? '', mission.institutionId ?? '']);
  return {
    professional: parties.find((user) => user.id === mission.assignedTo),
    institution: parties.find((user) => user.id === mission.institutionId),
  };
}

/** The unsigned-contract alert of `contract`: 2 working days after it was drawn up. */
export function unsignedAlertJob(
  contract: Pick<ContractRow, 'id' | 'drawnAt'>,
  timeZone: string,
): JobRequest {
  return {
    queue: UNSIGNED_QUEUE,
    key: contract.id,
    data: { contractId: contract.id },
    at: new Date(addWorkingDays(contract.drawnAt.getTime(), UNSIGNED_ALERT_WORKING_DAYS, timeZone)),
  };
}

/**
 * The unsigned-contract alert: every administrator is told (notification, e-mail when
 * configured) that the contract is still unsigned, once; nothing when it has been signed,
 * voided or its mission cancelled meanwhile.
 */
export async function runUnsignedAlert(app: FastifyInstance, data: Record<string, unknown>) {
  const contractId = typeof data.contractId === 'string' ? data.contractId : '';
  const now = app.now();
  await withTransaction(app, now, async (tx) => {
    const contract = await lockContract(tx, contractId);
    if (!contract || contract.status !== 'to_sign' || contract.unsignedAlertedAt !== null) {
      return { result: undefined };
    }
    const view = await findMissionView(tx, contract.missionId);
    if (!view || view.mission.status === 'cancelled') return { result: undefined };
    await updateContract(tx, contract.id, { unsignedAlertedAt: now });
    const missing =
      contract.professionalSignedAt === null && contract.institutionSignedAt === null
        ? fr.notify.missingBoth
        : contract.professionalSignedAt === null
          ? fr.notify.missingProfessional
          : fr.notify.missingInstitution;
    const message = fr.notify.unsigned(
      view.mission.name,
      nameOf(view.institution) ?? '',
      nameOf(view.assignee) ?? '',
      missing,
    );
    const notify: NewNotification[] = (await adminIds(tx)).map((userId) => ({
      userId,
      type: 'mission',
      message,
      link: contractLinks.admin,
      mailSubject: fr.notify.unsignedSubject,
    }));
    return { result: undefined, effects: { notify } };
  });
}

// ——— Reading ———

const pdfUrl = (id: string) => `/api/contracts/${id}.pdf`;

const MS_PER_HOUR = 3_600_000;

/** The terms as the reading view shows them, in euros. */
function termsView(t: ContractTerms): Contract['terms'] {
  return {
    drawn_at: t.drawnAt,
    institution: t.institution,
    professional: t.professional,
    mission: {
      name: t.mission.name,
      place: t.mission.place,
      start: t.mission.start,
      end: t.mission.end,
      minutes: t.mission.minutes,
      required_role: t.mission.requiredRole,
    },
    bands: t.bands.map((b) => ({
      band: b.band,
      label: BAND_LABELS_FR[b.band],
      hours: b.ms / MS_PER_HOUR,
      rate: centsToEuros(b.rateCents),
      amount: centsToEuros(b.amountCents),
    })),
    travel_fee: centsToEuros(t.rates.travelFeeCents ?? 0),
    estimated_pay: centsToEuros(t.estimatedPayCents),
    commission_rate: t.commissionPercent,
    commission: centsToEuros(t.commissionCents),
    planned_pay: centsToEuros(t.plannedPayCents),
    half_compensation: centsToEuros(t.halfCompensationCents),
    full_compensation: centsToEuros(t.fullCompensationCents),
  };
}

function present(row: ContractRow & { sha256: string }): Contract {
  return {
    id: row.id,
    prestation_id: row.missionId,
    version: row.version,
    status: row.status,
    sha256: row.sha256,
    professional_signed_at: row.professionalSignedAt?.toISOString() ?? null,
    institution_signed_at: row.institutionSignedAt?.toISOString() ?? null,
    pdf_url: pdfUrl(row.id),
    terms: termsView(row.terms as ContractTerms),
  };
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The PDF to read and sign, rendered from the terms once, then kept with its hash. */
async function rendered(
  app: Pick<FastifyInstance, 'db'>,
  row: ContractRow,
): Promise<ContractRow & { sha256: string; pdf: Buffer }> {
  // A signed contract is served sealed: its hash stays the one both signed, whatever happens
  // to the copy to read (an erasure drops it).
  if (row.sha256 !== null && (row.pdf !== null || row.status === 'signed')) {
    return row as ContractRow & { sha256: string; pdf: Buffer };
  }
  const bytes = await (await contractDocument(row.terms as ContractTerms)).save();
  const stored = await storeRendered(app.db, row.id, Buffer.from(bytes), sha256Of(bytes));
  if (!stored?.sha256 || !stored.pdf) throw new Error(`contract ${row.id} vanished`);
  return stored as ContractRow & { sha256: string; pdf: Buffer };
}

/** Whether `user` may see the mission `{assignedTo, institutionId}`. */
function seesMission(
  user: UserRow,
  m: { assignedTo: string | null; institutionId: string | null },
) {
  if (user.role === 'admin') return true;
  if (user.role === 'institution') return m.institutionId === institutionOf(user);
  return m.assignedTo === user.id;
}

/** Whether `user` is a party to the contract (or the administrator). */
function seesContract(user: UserRow, c: ContractRow) {
  return (
    user.role === 'admin' ||
    c.professionalId === user.id ||
    (institutionOf(user) !== null && c.institutionId === institutionOf(user))
  );
}

/** `GET /prestations/{id}/contract`: the current version, rendered if it was not yet. */
export async function currentContract(
  app: FastifyInstance,
  user: UserRow,
  missionId: string,
): Promise<Contract> {
  const view = await findMissionView(app.db, missionId);
  if (!view || !seesMission(user, view.mission)) throw notFound(missionsFr.notFound);
  const row = await findCurrentContract(app.db, missionId);
  if (!row) throw notFound(fr.noContract);
  return present(await rendered(app, row));
}

/** `GET /contracts/{id}.pdf`: the sealed PDF once signed, else the one to read. */
export async function contractPdf(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<{ bytes: Buffer; filename: string }> {
  const row = await findContract(app.db, id);
  if (!row || !seesContract(user, row)) throw notFound(fr.notFound);
  const name = (row.terms as ContractTerms).mission.name;
  if (row.status === 'signed' && row.sealedPdf) {
    return { bytes: row.sealedPdf, filename: fr.pdfFilename(name, row.version) };
  }
  return { bytes: (await rendered(app, row)).pdf, filename: fr.pdfFilename(name, row.version) };
}

/** `GET /contracts`: what awaits the caller's signature, or her signed contracts. */
export async function listContracts(
  app: FastifyInstance,
  user: UserRow,
  query: z.output<typeof ContractListQuery>,
): Promise<ContractListItem[]> {
  const scope: ContractScope =
    user.role === 'admin'
      ? { party: 'admin' }
      : {
          party: user.role === 'institution' ? 'institution' : 'professional',
          userId: partyOf(user),
        };
  const rows = await listRows(app.db, scope, query.status ?? 'to_sign', 200);
  const items: ContractListItem[] = [];
  for (const row of rows) {
    items.push({
      ...present(await rendered(app, row.contract)),
      prestation_name: row.missionName,
      date_start: row.dateStart.toISOString(),
      date_end: row.dateEnd.toISOString(),
      professional_name: nameOf(row.professional) ?? '',
      institution_name: nameOf(row.institution) ?? '',
    });
  }
  return items;
}

// ——— Signing ———

export interface SignatureContext {
  ip: string;
  userAgent: string;
}

/**
 * `PUT /prestations/{id}/contract/sign`: the assignee or the establishment confirms the version
 * it read (its SHA-256; 409 when it is not the current version's). The signature is kept (who,
 * when, IP, user agent, hash); the other party is told. The second signature seals the final
 * PDF (both signature blocks, PAdES seal of the platform) and tells both.
 */
export async function signContract(
  app: FastifyInstance,
  user: UserRow,
  missionId: string,
  body: z.output<typeof SignContractBody>,
  context: SignatureContext,
): Promise<Contract> {
  const now = app.now();
  const party = user.role === 'institution' ? 'institution' : 'professional';
  const row = await withTransaction(app, now, async (tx) => {
    const view = await findMissionView(tx, missionId);
    if (!view || !seesMission(user, view.mission)) throw notFound(missionsFr.notFound);
    const contract = await lockCurrentContract(tx, missionId);
    if (!contract) throw notFound(fr.noContract);
    if (
      (party === 'institution' ? contract.institutionId : contract.professionalId) !== partyOf(user)
    ) {
      throw notFound(fr.noContract);
    }
    if (contract.sha256 === null || contract.sha256 !== body.sha256) throw conflict(fr.stale);
    const already =
      party === 'institution' ? contract.institutionSignedAt : contract.professionalSignedAt;
    // Signing again what one signed (a retried tap, « tout signer » twice) changes nothing.
    if (already !== null) return { result: contract };
    if (view.mission.status === 'cancelled') throw conflict(fr.notToSign);
    await insertSignature(tx, {
      contractId: contract.id,
      party,
      signerId: user.id,
      signedAt: now,
      ip: context.ip,
      userAgent: context.userAgent.slice(0, 500),
      sha256: body.sha256,
    });
    const signedAt =
      party === 'institution' ? { institutionSignedAt: now } : { professionalSignedAt: now };
    const both =
      (party === 'institution' ? contract.professionalSignedAt : contract.institutionSignedAt) !==
      null;
    const terms = contract.terms as ContractTerms;
    const name = view.mission.name;
    const audit = [
      {
        actorId: user.id,
        action: 'contract.signed' as const,
        objectType: 'contract',
        objectId: contract.id,
        detail: {
          prestation_id: missionId,
          version: contract.version,
          party,
          sha256: body.sha256,
          sealed: both,
        },
      },
    ];
    if (!both) {
      const updated = await updateContract(tx, contract.id, signedAt);
      const other: NewNotification =
        party === 'institution'
          ? {
              userId: contract.professionalId,
              type: 'mission',
              message: fr.notify.signedBy(terms.institution.name, name),
              link: contractLinks.professional(missionId),
            }
          : {
              userId: contract.institutionId,
              type: 'mission',
              message: fr.notify.signedBy(displayName(user), name),
              link: contractLinks.institution,
            };
      return {
        result: updated ?? contract,
        effects: {
          notify: [other],
          answersChanged: [contract.professionalId, contract.institutionId],
          audit,
        },
      };
    }
    const sealed = await sealedPdf(app, tx, contract, now);
    const updated = await updateContract(tx, contract.id, {
      ...signedAt,
      status: 'signed',
      sealedPdf: sealed,
    });
    const message = fr.notify.signed(name);
    return {
      result: updated ?? contract,
      effects: {
        answersChanged: [contract.professionalId, contract.institutionId],
        audit,
        notify: [
          {
            userId: contract.professionalId,
            type: 'mission',
            message,
            link: contractLinks.professional(missionId),
            mailSubject: fr.notify.signedSubject,
          },
          {
            userId: contract.institutionId,
            type: 'mission',
            message,
            link: contractLinks.institution,
            mailSubject: fr.notify.signedSubject,
          },
        ],
      },
    };
  });
  return present(row as ContractRow & { sha256: string });
}

/** The final PDF: the terms with both signature blocks, sealed at the last signature. */
async function sealedPdf(
  app: FastifyInstance,
  tx: Db,
  contract: ContractRow,
  now: Date,
): Promise<Buffer> {
  const kept = await signaturesOf(tx, contract.id);
  const block = async (party: 'institution' | 'professional') => {
    const signature = kept.find((s) => s.party === party);
    if (!signature) return null;
    const signer = await findUserById(tx, signature.signerId);
    return {
      signedAt: signature.signedAt.toISOString(),
      signer: signer ? displayName(signer) : '',
      sha256: signature.sha256,
    };
  };
  const signatures: Signatures = {
    institution: await block('institution'),
    professional: await block('professional'),
  };
  const terms = contract.terms as ContractTerms;
  const doc = await contractDocument(terms, signatures);
  return app.contracts.sealer.seal(doc, now, {
    reason: fr.seal.reason,
    location: fr.seal.location,
    name: fr.seal.name,
    contactInfo: app.publicUrl,
  });
}
