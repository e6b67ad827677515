import {
  DEFAULT_VAT_RATE,
  type CompanySettings,
  type CompanySettingsBody,
} from '../../../contract/settings.ts';
import type { Db } from '../../db/client.ts';
import { insertAuditLines } from '../audit/repo.ts';
import { findCompanySettings, saveCompanySettings, type CompanySettingsRow } from './repo.ts';

/** Before the administrator saves anything: the platform's name and the French standard rate. */
const DEFAULTS: CompanySettings = {
  name: 'Relève',
  siren: '',
  vat_number: '',
  address: '',
  iban: '',
  bic: '',
  vat_rate: DEFAULT_VAT_RATE,
};

function present(row: CompanySettingsRow): CompanySettings {
  return {
    name: row.name,
    siren: row.siren,
    vat_number: row.vatNumber,
    address: row.address,
    iban: row.iban,
    bic: row.bic,
    vat_rate: row.vatRateBasisPoints / 100,
  };
}

/** The platform's identity as invoices and transfers use it (defaults until saved). */
export async function readCompanySettings(db: Db): Promise<CompanySettings> {
  const row = await findCompanySettings(db);
  return row ? present(row) : DEFAULTS;
}

export async function updateCompanySettings(
  db: Db,
  body: CompanySettingsBody,
  by: string,
  now: Date,
): Promise<CompanySettings> {
  const row = await db.transaction(async (tx) => {
    const saved = await saveCompanySettings(tx, {
      name: body.name,
      siren: body.siren,
      vatNumber: body.vat_number,
      address: body.address,
      iban: body.iban,
      bic: body.bic,
      vatRateBasisPoints: Math.round(body.vat_rate * 100),
      updatedAt: now,
      updatedBy: by,
    });
    await insertAuditLines(
      tx,
      [
        {
          actorId: by,
          action: 'company.changed',
          objectType: 'company',
          objectId: 'platform',
          detail: { vat_rate: body.vat_rate, iban_set: body.iban !== '' },
        },
      ],
      now,
    );
    return saved;
  });
  return present(row);
}
