import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companySettings } from '../../db/schema.ts';

export type CompanySettingsRow = typeof companySettings.$inferSelect;

/** The one row, or null before the administrator first saves the settings. */
export async function findCompanySettings(db: Db): Promise<CompanySettingsRow | null> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  return row ?? null;
}

export async function saveCompanySettings(
  db: Db,
  values: Omit<CompanySettingsRow, 'id'>,
): Promise<CompanySettingsRow> {
  const [row] = await db
    .insert(companySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: companySettings.id, set: values })
    .returning();
  if (!row) throw new Error('company settings upsert returned nothing');
  return row;
}
