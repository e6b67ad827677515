/**
 * `npm run demo`: fills an empty database with realistic French demo data. Everything goes
 * through the real API (inject) with a movable clock, so missions, pay and notifications obey
 * the same rules as in production: establishments with tariffs, nurses and caregivers, missions
 * in every status (open ones « À pourvoir » included, none over 12 h, each person within the
 * working-time rules), messages, availabilities, a team, an exchange and a payslip. The
 * establishments have a place and most professionals let their position be read at each tap,
 * so that missions show how far from the establishment they were started and ended; recent
 * hours await their establishment's sign-off, one is contested, others are validated.
 */
import type { FastifyInstance } from 'fastify';
import { localDate, localWeekday } from '../src/domain/pay/local-time.ts';
import { localInputToEpochMs } from '../src/domain/time/local-input-to-instant.ts';
import { buildApp } from '../src/server/app.ts';
import { bootstrap } from '../src/server/bootstrap.ts';
import { countUsers } from '../src/server/modules/users/repo.ts';

const DEMO_PASSWORD = 'releve-demo-2026';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// The data folder is locked as the server locks it: the demo never writes under a running server.
const { config, database, admin } = await bootstrap(process.env, 'démo');
const realNow = new Date();
if ((await countUsers(database.db)) > 1) {
  console.log(
    'La base contient déjà des comptes : rien n’a été ajouté (la démo exige une base vide).',
  );
  await database.close();
  process.exit(0);
}

const clock = { now: realNow.getTime() };
const app: FastifyInstance = await buildApp({
  db: database.db,
  jwtSecret: config.jwtSecret,
  timezone: config.timezone,
  now: () => new Date(clock.now),
  // The demo registers all its people from one address in a second: not an abuse.
  limits: { registrationsPerAddressHour: 1_000_000 },
});
await app.ready();

async function call<T>(method: string, url: string, token?: string, payload?: unknown): Promise<T> {
  const res = await app.inject({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode >= 400) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** A local wall time (APP_TIMEZONE), `days` from today, as an instant. */
function parisAt(days: number, hour: number, minute = 0): number {
  const day = localInputToEpochMs(
    `${localDate(realNow.getTime() + days * DAY, config.timezone)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    config.timezone,
  );
  if (day === null) throw new Error('heure locale invalide');
  return day;
}

const adminEmail = admin?.email ?? config.adminEmail ?? '';
const adminPassword = admin?.password ?? config.adminPassword ?? '';
const adminToken = (
  await call<{ token: string }>('POST', '/api/auth/login', undefined, {
    email: adminEmail,
    password: adminPassword,
  })
).token;

interface Account {
  id: string;
  token: string;
  email: string;
  label: string;
  /** « Infirmier(ère) », « Aide-soignant(e) », « Établissement », for the list printed at the end. */
  kind: string;
}

const KINDS = {
  nurse: 'Infirmier(ère)',
  caregiver: 'Aide-soignant(e)',
  'établissement de santé': 'Établissement',
} as const;

/** The day (from today, negative: past) of the Saturday among `from` … `from + 6`. */
function saturdayFrom(from: number): number {
  for (let day = from; day < from + 7; day += 1) {
    if (localWeekday(parisAt(day, 12), config.timezone) === 6) return day;
  }
  throw new Error('aucun samedi');
}

async function account(input: {
  email: string;
  first_name: string;
  last_name: string;
  role: 'nurse' | 'caregiver' | 'établissement de santé';
  phone: string;
  address: string;
  name?: string;
  tarification?: Record<string, number | null>;
  rpps?: string;
  approve?: boolean;
}): Promise<Account> {
  const { approve = true, ...body } = input;
  const { user } = await call<{ user: { id: string } }>('POST', '/api/auth/register', undefined, {
    ...body,
    password: DEMO_PASSWORD,
  });
  const label = input.name ?? `${input.first_name} ${input.last_name}`;
  const kind = KINDS[input.role];
  if (!approve) return { id: user.id, token: '', email: input.email, label, kind };
  await call('POST', `/api/users/${user.id}/approve`, adminToken);
  const { token } = await call<{ token: string }>('POST', '/api/auth/login', undefined, {
    email: input.email,
    password: DEMO_PASSWORD,
  });
  return { id: user.id, token, email: input.email, label, kind };
}

const lilasTariffs = {
  weekday_rate: 32,
  weekend_rate: 38.5,
  night_week_rate: 36,
  night_weekend_rate: 42,
  travel_fee: 12.5,
};
const tilleulsTariffs = {
  weekday_rate: 27,
  weekend_rate: 31,
  night_week_rate: 30,
  night_weekend_rate: 34,
};
const vienneTariffs = { weekday_rate: 34, weekend_rate: 40 };
/** Every tariff « Non définie », completed by an establishment's own. */
const NO_TARIFFS = {
  weekday_rate: null,
  weekend_rate: null,
  night_week_rate: null,
  night_weekend_rate: null,
  travel_fee: null,
};

// Accounts are created "a month ago" so that the history below is consistent.
clock.now = realNow.getTime() - 40 * DAY;
const lilas = await account({
  email: 'contact@clinique-lilas.fr',
  first_name: 'Nathalie',
  last_name: 'Fournier',
  role: 'établissement de santé',
  name: 'Clinique des Lilas',
  phone: '04 78 12 34 56',
  address: '14 rue des Lilas, 69003 Lyon',
  tarification: lilasTariffs,
});
const tilleuls = await account({
  email: 'direction@ehpad-tilleuls.fr',
  first_name: 'Bernard',
  last_name: 'Lemoine',
  role: 'établissement de santé',
  name: 'EHPAD Les Tilleuls',
  phone: '02 99 45 67 89',
  address: '3 allée des Tilleuls, 35000 Rennes',
  tarification: tilleulsTariffs,
});
const vienne = await account({
  email: 'rh@ch-vienne.fr',
  first_name: 'Claire',
  last_name: 'Rousseau',
  role: 'établissement de santé',
  name: 'Centre hospitalier de Vienne',
  phone: '04 74 31 33 33',
  address: 'Montée du Docteur Maurice Chapuis, 38200 Vienne',
  // No night rates: its night missions cannot be assigned or published until they are set.
  tarification: vienneTariffs,
});
const camille = await account({
  email: 'camille.durand@exemple.fr',
  first_name: 'Camille',
  last_name: 'Durand',
  role: 'nurse',
  phone: '06 12 34 56 78',
  address: '8 quai Saint-Antoine, 69002 Lyon',
  rpps: '10001234565',
});
const ines = await account({
  email: 'ines.martin@exemple.fr',
  first_name: 'Inès',
  last_name: 'Martin',
  role: 'nurse',
  phone: '06 23 45 67 89',
  address: '21 rue de la République, 69001 Lyon',
  rpps: '10100012342',
});
const lea = await account({
  email: 'lea.petit@exemple.fr',
  first_name: 'Léa',
  last_name: 'Petit',
  role: 'caregiver',
  phone: '07 34 56 78 90',
  address: '5 place Sainte-Anne, 35000 Rennes',
});
const mehdi = await account({
  email: 'mehdi.robert@exemple.fr',
  first_name: 'Mehdi',
  last_name: 'Robert',
  role: 'caregiver',
  phone: '07 45 67 89 01',
  address: '2 rue Joseph Rey, 38200 Vienne',
});
await account({
  email: 'sophie.leroy@exemple.fr',
  first_name: 'Sophie',
  last_name: 'Leroy',
  role: 'nurse',
  phone: '06 56 78 90 12',
  address: '40 cours Gambetta, 69007 Lyon',
  approve: false,
});

/** A one-page PDF naming the document (the bytes a real scan would have, in miniature). */
const demoPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/**
 * A professional uploads a document (multipart, as her phone sends it); the administrator
 * verifies it unless told otherwise.
 */
async function credential(
  who: Account,
  kind: 'diplome' | 'carte_professionnelle' | 'attestation',
  fileName: string,
  expiresOn: string | null,
  decision: 'verified' | 'pending' | { refused: string },
) {
  const boundary = `----releve-demo-${kind}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('kind', kind) + (expiresOn ? field('expires_on', expiresOn) : '')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    demoPdf(fileName),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/me/documents',
    payload,
    headers: {
      authorization: `Bearer ${who.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  if (res.statusCode !== 201) throw new Error(`document → ${res.statusCode} ${res.body}`);
  const { id } = res.json<{ id: string }>();
  if (decision === 'pending') return;
  await call(
    'PUT',
    `/api/documents/${id}/verify`,
    adminToken,
    decision === 'verified'
      ? { status: 'verified' }
      : { status: 'refused', reason: decision.refused },
  );
}

/** The local date `days` from today. */
const dayFromNow = (days: number) => localDate(realNow.getTime() + days * DAY, config.timezone);

// Their proofs: verified ones let them claim open missions; Mehdi's still awaits its check,
// so the open list tells him why he cannot take one yet. Inès's card expires within a month:
// she is reminded to upload a new one.
await call('PUT', `/api/users/${camille.id}/rpps/verify`, adminToken);
await credential(camille, 'diplome', 'diplome-etat-infirmier.pdf', null, 'verified');
await credential(ines, 'carte_professionnelle', 'carte-cps.pdf', dayFromNow(20), 'verified');
await credential(ines, 'attestation', 'attestation-vaccination.pdf', dayFromNow(365), {
  refused: 'Le document est illisible : envoyez une photo plus nette.',
});
await credential(lea, 'diplome', 'deas-lea-petit.pdf', null, 'verified');
await credential(mehdi, 'diplome', 'deas-mehdi-robert.pdf', null, 'pending');

interface Mission {
  prestation: { id: string };
}

async function mission(input: {
  by: Account | 'admin';
  name: string;
  description: string;
  start: number;
  end: number;
  institution: Account;
  assignee?: Account;
  requiredRole?: 'nurse' | 'caregiver' | 'any';
  /** The administrator's override of the planning rules, with its reason. */
  overrideReason?: string;
}) {
  const token = input.by === 'admin' ? adminToken : input.by.token;
  const created = await call<Mission>('POST', '/api/prestations', token, {
    name: input.name,
    description: input.description,
    dateStart: new Date(input.start).toISOString(),
    dateEnd: new Date(input.end).toISOString(),
    required_role: input.requiredRole ?? 'any',
    ...(input.by === 'admin'
      ? { etablissement_id: input.institution.id, assigned_to: input.assignee?.id ?? null }
      : {}),
    ...(input.overrideReason ? { force: true, override_reason: input.overrideReason } : {}),
  });
  return created.prestation.id;
}

/** The administrator publishes a pending mission « À pourvoir ». */
async function publish(id: string) {
  await call('PUT', `/api/prestations/${id}/publish`, adminToken);
}

interface Place {
  lat: number;
  lng: number;
}

/**
 * Where each establishment stands (its address), set as its own profile would
 * (« Utiliser ma position »): the distances of the taps are measured to it.
 */
const places = new Map<string, Place>([
  [lilas.id, { lat: 45.7597, lng: 4.8622 }],
  [tilleuls.id, { lat: 48.1119, lng: -1.6743 }],
  [vienne.id, { lat: 45.5176, lng: 4.8857 }],
]);
for (const [institution, tariffs] of [
  [lilas, lilasTariffs],
  [tilleuls, tilleulsTariffs],
  [vienne, vienneTariffs],
] as const) {
  const user = await call<{ name: string; phone: string; address: string }>(
    'GET',
    '/api/auth/me',
    institution.token,
  );
  await call('PUT', `/api/institutions/${institution.id}`, institution.token, {
    name: user.name,
    email: institution.email,
    phone: user.phone,
    address: user.address,
    tarification: { ...NO_TARIFFS, ...tariffs },
    location: places.get(institution.id),
  });
}

// Camille, Inès and Léa let their phone read its position at each tap; Mehdi does not.
for (const who of [camille, ines, lea]) {
  await call('PUT', '/api/users/me/settings', who.token, { share_position: true });
}

/** A phone `metres` north of an establishment, read with `accuracy` metres of precision. */
function near(institution: Account, metres: number, accuracy = 20) {
  const place = places.get(institution.id);
  if (!place) throw new Error(`${institution.label} : pas de position`);
  // One metre along a meridian is 1/111 195 of a degree (haversine on the mean Earth radius).
  return { lat: place.lat + metres / 111_195, lng: place.lng, accuracy };
}

/**
 * The nurse taps accept/start/end at `at`; the clock is moved there as on her phone. The
 * position is sent as her phone would; the server keeps it only if she allowed it.
 */
async function signal(
  who: Account,
  id: string,
  kind: 'accept' | 'start' | 'end',
  at: number,
  position?: { lat: number; lng: number; accuracy: number },
) {
  clock.now = at + 30_000;
  await call('PUT', `/api/prestations/${id}/${kind}`, who.token, {
    at: new Date(at).toISOString(),
    ...(position ? { position } : {}),
  });
}

/** A completed mission's sign-off by its establishment (or the administrator) at `at`. */
async function validateHours(by: Account | 'admin', id: string, at: number) {
  clock.now = at;
  await call('PUT', `/api/prestations/${id}/validate`, by === 'admin' ? adminToken : by.token);
}

/**
 * A completed mission: created by the administrator five days before, accepted, started and
 * ended with the phone `startM` and `endM` metres from the establishment.
 */
async function completed(input: {
  who: Account;
  place: Account;
  name: string;
  start: number;
  end: number;
  lateMinutes?: number;
  startM?: number;
  endM?: number;
}) {
  const late = input.lateMinutes ?? 0;
  clock.now = input.start - 5 * DAY;
  const id = await mission({
    by: 'admin',
    name: input.name,
    description: `Mission à ${input.place.label}.`,
    start: input.start,
    end: input.end,
    institution: input.place,
    assignee: input.who,
  });
  await signal(input.who, id, 'accept', input.start - 4 * DAY);
  await signal(
    input.who,
    id,
    'start',
    input.start + Math.max(late, 0) * 60_000,
    near(input.place, input.startM ?? 40),
  );
  await signal(
    input.who,
    id,
    'end',
    input.end + late * 60_000,
    near(input.place, input.endM ?? 25),
  );
  return id;
}

// Completed missions over the last weeks, with small real-life lateness and early finishes:
// older than 72 h, their hours count as validated unless their establishment signed them off.
const history: [Account, Account, number, number, number, number, string][] = [
  [camille, lilas, -24, 7, 15, 5, 'Soins post-opératoires — chirurgie orthopédique'],
  [camille, lilas, -22, 20, 6, -10, 'Nuit en service de médecine'],
  [camille, vienne, -18, 8, 16, 0, 'Renfort aux urgences'],
  // On a Saturday whatever the day the demo runs (17 to 11 days ago: no other mission of hers).
  [camille, lilas, saturdayFrom(-17), 7, 19, 12, 'Garde du samedi — chirurgie'],
  [ines, lilas, -20, 13, 21, -5, 'Après-midi en hôpital de jour'],
  [lea, tilleuls, -15, 7, 14, 0, 'Aide aux toilettes et aux repas'],
  [mehdi, tilleuls, -9, 21, 7, 20, 'Nuit en gériatrie'],
];
const historyIds: string[] = [];
for (const [who, place, day, startHour, endHour, lateMinutes, name] of history) {
  const start = parisAt(day, startHour);
  const end = endHour > startHour ? parisAt(day, endHour) : parisAt(day + 1, endHour);
  historyIds.push(
    await completed({
      who,
      place,
      name,
      start,
      end,
      lateMinutes,
      startM: 35 + 10 * historyIds.length,
    }),
  );
}
// Les Lilas signed off two of them the next morning; the others were validated by the 72 h.
for (const index of [0, 3]) {
  const [, place, day] = history[index] ?? [];
  const id = historyIds[index];
  if (place && day !== undefined && id) await validateHours(place, id, parisAt(day + 1, 10));
}

// Camille's payslip for the missions of the first two weeks of the period.
clock.now = realNow.getTime() - 12 * DAY;
const periodStart = localDate(parisAt(-25, 12), config.timezone);
const periodEnd = localDate(parisAt(-16, 12), config.timezone);
await call(
  'POST',
  `/api/payslips/generate?user_id=${camille.id}&period_start=${periodStart}&period_end=${periodEnd}`,
  adminToken,
);

// The last two days: hours awaiting their establishment's sign-off (« Heures à valider »), one
// contested by Les Lilas (the administrator settles it), one already validated. Within 72 h of
// their end whatever the time of day the demo runs.
await completed({
  who: camille,
  place: lilas,
  name: 'Soins de suite — rééducation',
  start: parisAt(-2, 7),
  end: parisAt(-2, 15),
  startM: 60,
  endM: 35,
});
const contested = await completed({
  who: ines,
  place: lilas,
  name: 'Consultations de cicatrisation',
  start: parisAt(-1, 8),
  end: parisAt(-1, 14),
  // Started from the car park across the avenue: highlighted from 500 m.
  startM: 820,
  endM: 30,
});
clock.now = parisAt(-1, 16);
await call('PUT', `/api/prestations/${contested}/contest`, lilas.token, {
  started_at: new Date(parisAt(-1, 8, 45)).toISOString(),
  ended_at: new Date(parisAt(-1, 14)).toISOString(),
  reason: 'Arrivée à 8 h 45 d’après le registre d’accueil, pas à 8 h 00.',
});
const repas = await completed({
  who: lea,
  place: tilleuls,
  name: 'Aide aux repas et aux levers',
  start: parisAt(-2, 7),
  end: parisAt(-2, 14),
  startM: 15,
  endM: 20,
});
await validateHours(tilleuls, repas, parisAt(-2, 18));
// Mehdi keeps his position to himself: no distance is known.
await completed({
  who: mehdi,
  place: tilleuls,
  name: 'Après-midi en unité protégée',
  start: parisAt(-1, 13),
  end: parisAt(-1, 20),
});

// Today and the days ahead: a mission in progress, accepted, assigned, pending, cancelled.
clock.now = realNow.getTime() - 2 * DAY;
const inProgress = await mission({
  by: 'admin',
  name: 'Soins à domicile — tournée du matin',
  description: 'Pansements, injections et surveillance de trois patients à Villeurbanne.',
  start: realNow.getTime() - 2 * HOUR,
  end: realNow.getTime() + 5 * HOUR,
  institution: lilas,
  assignee: camille,
});
await signal(camille, inProgress, 'accept', realNow.getTime() - DAY);
await signal(
  camille,
  inProgress,
  'start',
  realNow.getTime() - 2 * HOUR + 7 * 60_000,
  near(lilas, 45),
);

clock.now = realNow.getTime() - DAY;
const accepted = await mission({
  by: 'admin',
  name: 'Nuit en unité de soins continus',
  description: 'Surveillance post-opératoire, 8 lits.',
  start: parisAt(2, 21),
  end: parisAt(3, 7),
  institution: lilas,
  assignee: camille,
});
await signal(camille, accepted, 'accept', realNow.getTime() - 20 * HOUR);

clock.now = realNow.getTime() - 3 * HOUR;
const assigned = await mission({
  by: 'admin',
  name: 'Renfort week-end — EHPAD',
  description: 'Aide aux levers, toilettes et repas du samedi.',
  start: parisAt(5, 7),
  end: parisAt(5, 15),
  institution: tilleuls,
  assignee: lea,
});
await mission({
  by: 'admin',
  name: 'Consultation de vaccination',
  description: 'Campagne de vaccination antigrippale.',
  start: parisAt(4, 9),
  end: parisAt(4, 12, 30),
  institution: vienne,
  assignee: ines,
});
await mission({
  by: lilas,
  name: 'Remplacement en chirurgie ambulatoire',
  description: 'Infirmier(ère) diplômé(e) d’État, expérience du bloc appréciée.',
  start: parisAt(6, 7, 30),
  end: parisAt(6, 15, 30),
  institution: lilas,
});
const ehpadNight = await mission({
  by: tilleuls,
  name: 'Nuit en EHPAD',
  description: 'Aide-soignant(e) de nuit, 40 résidents.',
  start: parisAt(8, 21),
  end: parisAt(9, 7),
  institution: tilleuls,
  requiredRole: 'caregiver',
});
// A night at an establishment without night rates: waits until they are set.
await mission({
  by: vienne,
  name: 'Nuit aux urgences',
  description: 'Infirmier(ère) de nuit, service des urgences adultes.',
  start: parisAt(12, 21),
  end: parisAt(13, 7),
  institution: vienne,
  requiredRole: 'nurse',
});
// Handed over just after her vaccination morning: the administrator set the overlap aside.
await mission({
  by: 'admin',
  name: 'Permanence de soins',
  description: 'Accueil des patients de l’après-midi, salle de soins.',
  start: parisAt(4, 12),
  end: parisAt(4, 16),
  institution: lilas,
  assignee: ines,
  overrideReason: 'Relève directe après la vaccination, accord d’Inès.',
});

// Missions « À pourvoir »: the first professional who claims one gets it.
await publish(ehpadNight);
await publish(
  await mission({
    by: 'admin',
    name: 'Soins infirmiers en chirurgie',
    description: 'Préparation des patients du bloc, pansements, surveillance.',
    start: parisAt(7, 8),
    end: parisAt(7, 14),
    institution: lilas,
    requiredRole: 'nurse',
  }),
);
await publish(
  await mission({
    by: 'admin',
    name: 'Renfort de jour aux urgences',
    description: 'Accueil et orientation, infirmier(ère) ou aide-soignant(e).',
    start: parisAt(10, 8),
    end: parisAt(10, 18),
    institution: vienne,
  }),
);
const cancelled = await mission({
  by: 'admin',
  name: 'Bilan sanguin à domicile',
  description: 'Annulée : le patient a été hospitalisé.',
  start: parisAt(3, 8),
  end: parisAt(3, 10),
  institution: vienne,
  assignee: mehdi,
});
await call('PUT', `/api/prestations/${cancelled}/cancel`, adminToken);

// An exchange proposed by Léa to Mehdi, waiting for his answer.
await call('POST', '/api/exchanges', lea.token, {
  prestation_id: assigned,
  to_user_id: mehdi.id,
  reason: 'Rendez-vous médical ce samedi matin, je ne pourrai pas assurer le renfort.',
});

// Availability slots.
clock.now = realNow.getTime() - 2 * HOUR;
for (const [who, place, day, start, end, type, rate, travel] of [
  [camille, lilas, 7, '07:00', '15:00', 'Soins infirmiers', 32, 12.5],
  [camille, null, 9, '21:00', '07:00', 'Nuit — soins continus', 36, 0],
  [lea, tilleuls, 10, '07:00', '14:00', 'Aide à la personne', 27, 8],
] as const) {
  await call('POST', '/api/schedules', who.token, {
    institution_id: place?.id ?? null,
    date: localDate(parisAt(day, 12), config.timezone),
    time_start: start,
    time_end: end,
    service_type: type,
    tarif_base: rate,
    deplacement_cost: travel,
  });
}

// A team and a few messages.
await call('POST', '/api/teams', adminToken, {
  name: 'Équipe Lyon Centre',
  referent_user_id: camille.id,
  members: [camille.id, ines.id],
});
const conversation: [Account, Account, string][] = [
  [lilas, camille, 'Bonjour Camille, pouvez-vous arriver 10 minutes plus tôt demain ?'],
  [camille, lilas, 'Bonjour, oui bien sûr, je serai là à 6 h 50.'],
  [lilas, camille, 'Parfait, merci beaucoup !'],
  [ines, camille, 'Salut Camille, tu as le code du vestiaire de la clinique ?'],
];
for (const [index, [from, to, content]] of conversation.entries()) {
  clock.now = realNow.getTime() - (60 - index * 10) * 60_000;
  await call('POST', '/api/messages', from.token, { to_user_id: to.id, content });
}

await app.close();
await database.close();

console.log('\nDonnées de démonstration créées.');
console.log(
  `Administrateur : ${adminEmail}${admin?.created ? ` / ${adminPassword}` : ' (son propre mot de passe, pas celui des comptes de démonstration)'}`,
);
console.log(`Comptes de démonstration (mot de passe « ${DEMO_PASSWORD} ») :`);
for (const a of [camille, ines, lea, mehdi, lilas, tilleuls, vienne]) {
  console.log(`  ${a.email.padEnd(30)} ${a.label.padEnd(30)} ${a.kind}`);
}
console.log(
  `  ${'sophie.leroy@exemple.fr'.padEnd(30)} ${'Sophie Leroy'.padEnd(30)} ${KINDS.nurse}, en attente de validation`,
);
console.log('\nLancez ensuite : npm start');
