/**
 * E-mail (issue 15): a real SMTP server started here receives what the app sends. Account
 * approved and refused, mission assigned and offered, payslip available and the password reset
 * link, in French, text and HTML, from MAIL_FROM, with links on PUBLIC_URL. Each person's
 * « Par e-mail » and « Notifications sur ce téléphone » switches; no SMTP_URL; a mail server
 * that is down, then retried by the job engine until it answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/contract/auth.ts';
import { notifications, passwordResetTokens } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createAssignedMission, createInstitution, createNurse } from './fixtures/missions.ts';
import { insertCompletedMission } from './fixtures/money.ts';
import { freePort } from './fixtures/processes.ts';
import {
  startSmtpCatcher,
  type CaughtMail,
  type SmtpCatcher,
} from '../../scripts/lib/smtp-catcher.ts';

const PUBLIC_URL = 'https://releve.exemple.fr';
const FROM = 'Relève <no-reply@releve.test>';
const NEW_PASSWORD = 'un-nouveau-mot-de-passe-solide';

const WHY_NOTIFICATION =
  'Vous recevez cet e-mail parce que les notifications par e-mail sont activées sur votre compte Relève. Pour ne plus les recevoir, désactivez « Par e-mail » dans Profil › Notifications.';
const WHY_REJECTION =
  "Vous recevez cet e-mail parce qu'une demande d'inscription à Relève a été faite avec cette adresse.";
const RESET_REQUESTED =
  "Si un compte existe avec cette adresse, un lien de réinitialisation y sera envoyé. Sans message de notre part, demandez un lien à l'administrateur.";

// ——— A real SMTP server (smtp-server), its messages read by mailparser ———

type Received = CaughtMail;
type Smtp = SmtpCatcher;
const startSmtp = (port = 0) => startSmtpCatcher(port);

// ——— Helpers ———

async function mailTo(smtp: Smtp, to: string, subject: string): Promise<Received> {
  return vi.waitFor(
    () => {
      const found = smtp.messages.find((m) => m.envelopeTo.includes(to) && m.subject === subject);
      if (!found) throw new Error(`no e-mail « ${subject} » to ${to}`);
      return found;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** The subjects of what `to` received, but the approval of her account (sent to everyone). */
const subjectsTo = (smtp: Smtp, to: string) =>
  smtp.messages
    .filter((m) => m.envelopeTo.includes(to) && m.subject !== 'Votre compte Relève est approuvé')
    .map((m) => m.subject);

const tokenOf = (text: string) => {
  const match = /https:\/\/releve\.exemple\.fr\/reinitialiser-mot-de-passe\?token=([\w-]+)/.exec(
    text,
  );
  if (!match?.[1]) throw new Error(`no reset link in ${text}`);
  return match[1];
};

const requestReset = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    headers,
  });

const resetWith = (t: TestApp, token: string, password = NEW_PASSWORD) =>
  t.request({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { token, new_password: password },
  });

const notificationsOf = (t: TestApp, userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

const settings = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/users/me/settings', token, payload });

/** A pending account and its id (not approved). */
async function pendingAccount(t: TestApp, first_name = 'Zoé') {
  const { user, email } = await t.createUser({ approve: false, first_name });
  return { id: user.id, email };
}

// ——— Mail sent at once (no job engine) ———

describe('e-mail with SMTP_URL set (sent at once, without the job engine)', () => {
  let smtp: Smtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM },
      publicUrl: PUBLIC_URL,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('e-mails the approval, in French, text and HTML, from MAIL_FROM to her address', async () => {
    const { id, email } = await pendingAccount(t, 'Zoé');
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${id}/approve`,
      token: await t.adminToken(),
    });
    expect(res.statusCode).toBe(200);

    const mail = await mailTo(smtp, email, 'Votre compte Relève est approuvé');
    expect(mail.envelopeFrom).toBe('no-reply@releve.test');
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.from).toBe('Relève <no-reply@releve.test>');
    expect(mail.to).toBe(email);
    expect(mail.contentType).toMatch(/^multipart\/alternative/);
    expect(mail.text).toBe(
      [
        'Bonjour Zoé,',
        'Votre compte a été approuvé. Bienvenue sur Relève\u202f!',
        'Ouvrir dans Relève\u202f: https://releve.exemple.fr/dashboard',
        "L'équipe Relève",
        `—\n${WHY_NOTIFICATION}`,
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<p style="margin:0 0 16px;">Bonjour Zoé,</p>');
    expect(mail.html).toContain('Votre compte a été approuvé. Bienvenue sur Relève\u202f!');
    expect(mail.html).toContain('<a href="https://releve.exemple.fr/dashboard"');
    expect(mail.html).toContain('>Ouvrir dans Relève</a>');
    expect(mail.html).toContain('Profil › Notifications');
    // No external image or style sheet: nothing is fetched when she opens it.
    expect(mail.html).not.toMatch(/<img|<link|src=|url\(/i);
  });

  it('escapes what people typed in the HTML part (a first name « <b>Zoé</b> »)', async () => {
    const { id, email } = await pendingAccount(t, '<b>Zoé</b>');
    await t.request({
      method: 'POST',
      url: `/api/users/${id}/approve`,
      token: await t.adminToken(),
    });
    const mail = await mailTo(smtp, email, 'Votre compte Relève est approuvé');
    expect(mail.text.split('\n')[0]).toBe('Bonjour <b>Zoé</b>,');
    expect(mail.html).toContain('Bonjour &lt;b&gt;Zoé&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Zoé</b>');
  });

  it('e-mails the refusal to an account that can no longer sign in, linking to the home page only', async () => {
    const { id, email } = await pendingAccount(t, 'Inès');
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${id}/reject`,
      token: await t.adminToken(),
    });
    expect(res.statusCode).toBe(200);

    const mail = await mailTo(smtp, email, "Votre demande d'inscription à Relève");
    expect(mail.from).toBe(FROM);
    expect(mail.text).toBe(
      [
        'Bonjour Inès,',
        "Votre demande d'inscription a été refusée.",
        'Ouvrir dans Relève\u202f: https://releve.exemple.fr/',
        "L'équipe Relève",
        `—\n${WHY_REJECTION}`,
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<a href="https://releve.exemple.fr/"');
    expect(mail.html).toContain('Votre demande d&#39;inscription a été refusée.');
  });

  it('e-mails the professional a mission assigned to her, with the link to her missions', async () => {
    const institution = await createInstitution(t, { name: 'Clinique des Lilas' });
    const nurse = await createNurse(t, { first_name: 'Camille' });
    const start = new Date(t.clock.now.getTime() + 3 * 24 * 3600_000);
    const mission = await createAssignedMission(t, {
      institution,
      nurse,
      start,
      end: new Date(start.getTime() + 4 * 3600_000),
      name: 'Soins du soir',
    });

    const mail = await mailTo(smtp, nurse.email, 'Prestation assignée\u202f: « Soins du soir »');
    // Her missions, with the one concerned named in the address (as in the app's notification).
    const link = `https://releve.exemple.fr/mes-prestations?mission=${mission.id}`;
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain(
      'Une prestation vous a été assignée\u202f: « Soins du soir » (Clinique des Lilas).',
    );
    expect(mail.text).toContain(`Ouvrir dans Relève\u202f: ${link}`);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('« Soins du soir » (Clinique des Lilas)');
  });

  it('e-mails an offered mission to the eligible professionals, except one who switched e-mail off (still notified in the app)', async () => {
    const institution = await createInstitution(t, { name: 'EHPAD Les Tilleuls' });
    const keeps = await createNurse(t, { first_name: 'Léa' });
    const quiet = await createNurse(t, { first_name: 'Nora' });
    const off = await settings(t, quiet.token, { notify_email: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ notify_email: false, notify_push: true });

    const admin = await t.adminToken();
    const start = new Date(t.clock.now.getTime() + 5 * 24 * 3600_000);
    const created = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: admin,
      payload: {
        name: 'Garde de jour',
        dateStart: start.toISOString(),
        dateEnd: new Date(start.getTime() + 6 * 3600_000).toISOString(),
        etablissement_id: institution.user.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ prestation: { id: string } }>().prestation.id;
    const published = await t.request({
      method: 'PUT',
      url: `/api/prestations/${id}/publish`,
      token: admin,
    });
    expect(published.statusCode, published.body).toBe(200);

    const mail = await mailTo(smtp, keeps.email, 'Mission à pourvoir\u202f: « Garde de jour »');
    expect(mail.text).toContain('Bonjour Léa,');
    expect(mail.text).toMatch(
      /Nouvelle mission à pourvoir\u202f: « Garde de jour » le \d\d\/\d\d à/,
    );
    expect(mail.text).toContain(
      'Ouvrir dans Relève\u202f: https://releve.exemple.fr/missions-disponibles',
    );
    // Both were told in the app, from the same publication; only Léa by e-mail.
    const stored = await notificationsOf(t, quiet.user.id);
    expect(stored.map((n) => n.message)).toContainEqual(
      expect.stringContaining('Nouvelle mission à pourvoir\u202f: « Garde de jour »'),
    );
    expect(stored.find((n) => n.message.includes('Garde de jour'))?.mailSubject).toBe(
      'Mission à pourvoir\u202f: « Garde de jour »',
    );
    expect(subjectsTo(smtp, quiet.email)).toEqual([]);
  });

  it('e-mails a payslip available', async () => {
    const institution = await createInstitution(t, { name: 'Clinique du Parc' });
    const nurse = await createNurse(t, { first_name: 'Jade' });
    await insertCompletedMission(t, {
      institutionId: institution.user.id,
      userId: nurse.user.id,
      startedAt: '2025-01-15T07:00:00Z',
      endedAt: '2025-01-15T15:00:00Z',
      validation: 'validated',
    });
    const res = await t.request({
      method: 'POST',
      url: `/api/payslips/generate?user_id=${nurse.user.id}&period_start=2025-01-01&period_end=2025-01-31`,
      token: await t.adminToken(),
    });
    expect(res.statusCode, res.body).toBe(201);

    const mail = await mailTo(smtp, nurse.email, 'Votre fiche de paie est disponible');
    expect(mail.text).toContain('Bonjour Jade,');
    expect(mail.text).toContain('Votre fiche de paie du 01/01/2025 au 31/01/2025 est disponible.');
    expect(mail.text).toContain('Ouvrir dans Relève\u202f: https://releve.exemple.fr/payslips');
  });

  it('e-mails the reset link on PUBLIC_URL whatever the Host; it works once', async () => {
    const { email, user } = await t.createUser({ first_name: 'Maëlle' });
    const res = await requestReset(t, email, {
      host: 'attaquant.example',
      'x-forwarded-host': 'attaquant.example',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: RESET_REQUESTED });

    const mail = await mailTo(smtp, email, 'Réinitialiser votre mot de passe Relève');
    expect(mail.from).toBe(FROM);
    const text = mail.text;
    const token = tokenOf(text);
    expect(text).toBe(
      [
        'Bonjour Maëlle,',
        'Vous avez demandé à réinitialiser le mot de passe de votre compte Relève.',
        `Choisir un nouveau mot de passe\u202f: https://releve.exemple.fr/reinitialiser-mot-de-passe?token=${token}`,
        "Ce lien ne fonctionne qu'une seule fois, pendant 1 heure.",
        "Si vous n'avez pas fait cette demande, ignorez cet e-mail\u202f: votre mot de passe reste inchangé.",
        "L'équipe Relève",
        "—\nVous recevez cet e-mail parce qu'une réinitialisation du mot de passe a été demandée pour votre compte Relève.",
      ].join('\n\n'),
    );
    expect(mail.html).toContain(
      `<a href="https://releve.exemple.fr/reinitialiser-mot-de-passe?token=${token}"`,
    );
    expect(mail.html).not.toContain('attaquant');
    expect(subjectsTo(smtp, email)).toEqual(['Réinitialiser votre mot de passe Relève']);

    const first = await resetWith(t, token);
    expect(first.statusCode).toBe(200);
    expect(await t.login(email, NEW_PASSWORD)).toBeTruthy();
    const again = await resetWith(t, token, 'encore-un-autre-mot-de-passe');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      detail: 'Ce lien de réinitialisation a déjà servi. Demandez-en un nouveau.',
    });
    // Only a hash of the token is stored.
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 202 the same for an unknown address, and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await requestReset(t, 'personne@releve.test');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: RESET_REQUESTED });
    // Without the job engine the e-mail is handed to the server before the answer.
    expect(smtp.messages.length).toBe(before);
    expect(subjectsTo(smtp, 'personne@releve.test')).toEqual([]);
  });

  it('sends the reset link even with e-mail notifications off (she asked for it)', async () => {
    const { email, token } = await t.createUser();
    expect((await settings(t, token, { notify_email: false })).statusCode).toBe(200);
    expect((await requestReset(t, email)).statusCode).toBe(202);
    await mailTo(smtp, email, 'Réinitialiser votre mot de passe Relève');
  });

  it('sends no notification e-mail to one who switched it off, and again once she switches it on', async () => {
    const institution = await createInstitution(t, { name: 'Clinique Saint-Jean' });
    const nurse = await createNurse(t, { first_name: 'Anaïs' });
    expect((await settings(t, nurse.token, { notify_email: false })).statusCode).toBe(200);
    const start = new Date(t.clock.now.getTime() + 7 * 24 * 3600_000);
    const hours = 3600_000;
    await createAssignedMission(t, {
      institution,
      nurse,
      start,
      end: new Date(start.getTime() + 2 * hours),
      name: 'Sans e-mail',
    });
    const stored = await notificationsOf(t, nurse.user.id);
    expect(stored.map((n) => n.message)).toContainEqual(
      'Une prestation vous a été assignée\u202f: « Sans e-mail » (Clinique Saint-Jean).',
    );

    expect((await settings(t, nurse.token, { notify_email: true })).statusCode).toBe(200);
    await createAssignedMission(t, {
      institution,
      nurse,
      start: new Date(start.getTime() + 24 * hours),
      end: new Date(start.getTime() + 26 * hours),
      name: 'Avec e-mail',
    });
    // The second e-mail arrives; the first never did.
    await mailTo(smtp, nurse.email, 'Prestation assignée\u202f: « Avec e-mail »');
    expect(subjectsTo(smtp, nurse.email)).toEqual(['Prestation assignée\u202f: « Avec e-mail »']);
  });
});

// ——— The channels in the account ———

describe('the channels of each person (PUT /users/me/settings)', () => {
  let t: TestApp;
  const pushed: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      pushSender: async (target) => {
        pushed.push(target.endpoint);
        return { statusCode: 201 };
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('are on by default and served with the user, for every role', async () => {
    const nurse = await t.createUser({ role: 'nurse' });
    expect(nurse.user).toMatchObject({ notify_push: true, notify_email: true });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: nurse.token });
    expect(me.json()).toMatchObject({ notify_push: true, notify_email: true });
  });

  it('are switched by every role, each alone; share_position stays a professional’s', async () => {
    for (const role of ['nurse', 'caregiver', 'institution'] as const) {
      const { token } = await t.createUser({ role });
      const off = await settings(t, token, { notify_push: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ notify_push: false, notify_email: true });
      const both = await settings(t, token, { notify_email: false, notify_push: true });
      expect(both.json()).toMatchObject({ notify_push: true, notify_email: false });
      const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
      expect(me.json()).toMatchObject({ notify_push: true, notify_email: false });
    }
    const admin = await t.adminToken();
    const adminOff = await settings(t, admin, { notify_email: false, share_position: false });
    expect(adminOff.statusCode).toBe(200);
    expect(adminOff.json<User>()).toMatchObject({
      role: 'admin',
      notify_email: false,
      share_position: false,
    });
    const refused = await settings(t, admin, { notify_email: true, share_position: true });
    expect(refused.statusCode).toBe(422);
    // Refused as a whole: the e-mail switch did not move either.
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: admin });
    expect(me.json()).toMatchObject({ notify_email: false });
  });

  it('refuses what is not a boolean, in French, on the field', async () => {
    const { token } = await t.createUser();
    const res = await settings(t, token, { notify_push: 'non', notify_email: 1 });
    expect(res.statusCode).toBe(422);
    const detail = res.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
    expect(detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          loc: ['body', 'notify_push'],
          msg: 'notify_push doit valoir true ou false.',
        }),
        expect.objectContaining({
          loc: ['body', 'notify_email'],
          msg: 'notify_email doit valoir true ou false.',
        }),
      ]),
    );
  });

  it('sends no Web Push to one who switched « Notifications sur ce téléphone » off', async () => {
    const subscribe = (token: string, endpoint: string) =>
      t.request({
        method: 'POST',
        url: '/api/push/subscriptions',
        token,
        payload: {
          endpoint,
          keys: {
            p256dh:
              'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      });
    const off = await t.createUser({ first_name: 'Rose' });
    const on = await t.createUser({ first_name: 'Lina' });
    const offSub = await subscribe(off.token, 'https://fcm.googleapis.com/fcm/send/rose');
    expect(offSub.statusCode, offSub.body).toBeLessThan(300);
    expect(
      (await subscribe(on.token, 'https://fcm.googleapis.com/fcm/send/lina')).statusCode,
    ).toBeLessThan(300);
    expect((await settings(t, off.token, { notify_push: false })).statusCode).toBe(200);

    // One message to each: only Lina's device is pushed, Rose's is kept for later.
    const admin = await t.adminToken();
    for (const to of [off.user.id, on.user.id]) {
      const sent = await t.request({
        method: 'POST',
        url: '/api/messages',
        token: admin,
        payload: { to_user_id: to, content: 'Bonjour' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await vi.waitFor(() => expect(pushed).toContain('https://fcm.googleapis.com/fcm/send/lina'));
    expect(pushed).not.toContain('https://fcm.googleapis.com/fcm/send/rose');
    const stored = await notificationsOf(t, off.user.id);
    expect(stored.filter((n) => n.type === 'message')).toHaveLength(1);
  });
});

// ——— Without SMTP_URL, and with a mail server that is down ———

describe('without SMTP_URL', () => {
  it('sends nothing and fails nothing: the news stays in the app', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({ publicUrl: PUBLIC_URL });
    try {
      expect(t.app.mail.enabled).toBe(false);
      const { id, email } = await pendingAccount(t);
      const approved = await t.request({
        method: 'POST',
        url: `/api/users/${id}/approve`,
        token: await t.adminToken(),
      });
      expect(approved.statusCode).toBe(200);
      expect((await requestReset(t, email)).statusCode).toBe(202);
      expect(await notificationsOf(t, id)).toHaveLength(1);
      expect(smtp.messages).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('a mail server that is down (without the job engine)', () => {
  it('never fails the request: 202 and 200, the news stored in the app', async () => {
    const port = await freePort();
    const t = await createTestApp({
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM },
      publicUrl: PUBLIC_URL,
    });
    try {
      const { id, email } = await pendingAccount(t);
      const approved = await t.request({
        method: 'POST',
        url: `/api/users/${id}/approve`,
        token: await t.adminToken(),
      });
      expect(approved.statusCode).toBe(200);
      const reset = await requestReset(t, email);
      expect(reset.statusCode).toBe(202);
      expect(reset.json()).toEqual({ message: RESET_REQUESTED });
      expect(await notificationsOf(t, id)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('with the job engine: e-mails are jobs, retried until the server answers', () => {
  let t: TestApp;
  let port: number;
  let smtp: Smtp | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      jobs: {},
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, retryDelaySeconds: 1 },
      publicUrl: PUBLIC_URL,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  const mailJobs = async () =>
    (
      await t.database.executor.executeSql(
        "select state, retry_count from pgboss.job where name = 'mail' order by created_on",
      )
    ).rows as { state: string; retry_count: number }[];

  it('answers at once while the server is down, then delivers the link once it is up', async () => {
    const { email } = await t.createUser({ first_name: 'Salomé' });
    const res = await requestReset(t, email);
    expect(res.statusCode).toBe(202);

    // The approval's e-mail (createUser) and the link: both jobs fail and wait for a retry.
    await vi.waitFor(
      async () => {
        const jobs = await mailJobs();
        expect(jobs).toHaveLength(2);
        for (const job of jobs) expect(job.retry_count).toBeGreaterThanOrEqual(1);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(smtp).toBeUndefined();

    smtp = await startSmtp(port);
    const reset = await mailTo(smtp, email, 'Réinitialiser votre mot de passe Relève');
    const approval = await mailTo(smtp, email, 'Votre compte Relève est approuvé');
    expect(approval.text).toContain('Bonjour Salomé,');
    expect((await resetWith(t, tokenOf(reset.text))).statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await mailJobs()).map((j) => j.state)).toEqual(['completed', 'completed']),
      { timeout: 10_000, interval: 200 },
    );
    // Delivered once each.
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(2);
  });

  it('e-mails a notification through a job while the server is up', async () => {
    const { id, email } = await pendingAccount(t, 'Hugo');
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${id}/reject`,
      token: await t.adminToken(),
    });
    expect(res.statusCode).toBe(200);
    if (!smtp) throw new Error('the SMTP server should be up');
    const mail = await mailTo(smtp, email, "Votre demande d'inscription à Relève");
    expect(mail.text).toContain('Bonjour Hugo,');
    expect(await notificationsOf(t, id)).toHaveLength(1);
  });
});
