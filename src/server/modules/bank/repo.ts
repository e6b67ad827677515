import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** Her bank details, locked until the transaction ends (two changes at once: one after the other). */
export async function lockBankAccount(db: Db, userId: string): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .for('update');
  return row;
}

/** Gives or replaces her bank details. */
export async function saveBankAccount(db: Db, row: BankAccountRow): Promise<void> {
  await db
    .insert(bankAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: bankAccounts.userId,
      set: { iban: row.iban, holder: row.holder, updatedAt: row.updatedAt },
    });
}
