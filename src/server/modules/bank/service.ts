/**
 * A professional's bank details (docs/product-rules.md, « Paying the professionals »): checked
 * by the contract (`BankBody`: IBAN of a SEPA country, mod 97), stored apart from her account
 * row, shown masked. A change is notified to her in the app and always e-mailed, whatever her
 * e-mail setting: it is the change a thief would make.
 */
import type { FastifyInstance } from 'fastify';
import type { BodyOut } from '../../../contract/routes.ts';
import { maskIban } from '../../../domain/bank/iban-mask.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { appUrl, renderMail } from '../mail/render.ts';
import type { UserRow } from '../users/repo.ts';
import { bankServerFr } from './fr.ts';
import { lockBankAccount, saveBankAccount } from './repo.ts';

/** The profile, where her bank details are shown and changed. */
const PROFILE_PATH = '/profile';

export async function updateMyBank(
  app: FastifyInstance,
  user: UserRow,
  body: BodyOut<'updateMyBank'>,
): Promise<void> {
  const now = app.now();
  const changed = await withTransaction(app, now, async (tx) => {
    const before = await lockBankAccount(tx, user.id);
    const same = before?.iban === body.iban && before.holder === body.holder;
    if (same) return { result: false };
    await saveBankAccount(tx, {
      userId: user.id,
      iban: body.iban,
      holder: body.holder,
      updatedAt: now,
    });
    return {
      result: true,
      effects: {
        // Her account's answers (/auth/me, the users list) show the new masked IBAN.
        changed: [user.id],
        audit: [
          {
            actorId: user.id,
            action: 'bank.changed',
            objectType: 'user',
            objectId: user.id,
            detail: { first_time: before === undefined },
          },
        ],
        notify: [
          { userId: user.id, type: 'payslip', message: bankServerFr.changed, link: PROFILE_PATH },
        ],
      },
    };
  });
  if (changed && app.mail.enabled) {
    // Sent after the commit, like a password reset link; never fails the change.
    await app.mail.send(
      renderMail({
        to: user.email,
        subject: bankServerFr.mailSubject,
        firstName: user.firstName,
        body: [bankServerFr.changed, bankServerFr.newAccount(maskIban(body.iban), body.holder)],
        action: { label: bankServerFr.open, url: appUrl(app.publicUrl, PROFILE_PATH) },
        after: [bankServerFr.notYou],
        footer: bankServerFr.why,
      }),
    );
  }
}
