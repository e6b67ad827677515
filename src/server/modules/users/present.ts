import type { User } from '../../../contract/auth.ts';
import type { DirectoryEntry } from '../../../contract/users.ts';
import type { TarificationOut } from '../../../contract/common.ts';
import { maskIban } from '../../../domain/bank/iban-mask.ts';
import type { BankOf, Named, UserRow } from './repo.ts';
import { institutionOf } from '../institutions/acting-for.ts';

const euros = (cents: number | null) => (cents === null ? null : cents / 100);

/** The five tariffs of a row (user or mission snapshot) in euros, null when not defined. */
export function tarificationOf(row: {
  weekdayRateCents: number | null;
  weekendRateCents: number | null;
  nightWeekRateCents: number | null;
  nightWeekendRateCents: number | null;
  travelFeeCents: number | null;
}): TarificationOut {
  return {
    weekday_rate: euros(row.weekdayRateCents),
    weekend_rate: euros(row.weekendRateCents),
    night_week_rate: euros(row.nightWeekRateCents),
    night_weekend_rate: euros(row.nightWeekendRateCents),
    travel_fee: euros(row.travelFeeCents),
  };
}

/** An establishment's place, or null when it has given none. */
export function locationOf(
  row: Pick<UserRow, 'locationLat' | 'locationLng'> | undefined,
): { lat: number; lng: number } | null {
  if (!row || row.locationLat === null || row.locationLng === null) return null;
  return { lat: row.locationLat, lng: row.locationLng };
}

/** How a user is named everywhere: an establishment by its name, a person by first and last name. */
export function displayName(row: Named): string {
  if (row.role === 'institution' && row.name) return row.name;
  return `${row.firstName} ${row.lastName}`.trim();
}

/** What an account's answer shows beyond its own row (read by `accountExtrasOf`, one query). */
export interface AccountExtras {
  /** The name of the administrator who verified her RPPS number. */
  rppsVerifiedByName: string | null;
  /** She holds a verified document that has not expired. */
  credentialsVerified: boolean;
  /** Her bank details (a professional's), shown masked; null until she gives them. */
  bank: BankOf | null;
}

export const NO_EXTRAS: AccountExtras = {
  rppsVerifiedByName: null,
  credentialsVerified: false,
  bank: null,
};

export function presentUser(row: UserRow, extras: AccountExtras): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    name: displayName(row),
    phone: row.phone,
    address: row.address,
    role: row.role,
    status: row.status,
    profile_photo: row.profilePhoto,
    created_at: row.createdAt.toISOString(),
    tarification: row.role === 'institution' ? tarificationOf(row) : null,
    share_position: row.sharePosition,
    notify_push: row.notifyPush,
    notify_email: row.notifyEmail,
    rpps: row.rpps,
    rpps_verified_at: row.rppsVerifiedAt?.toISOString() ?? null,
    rpps_verified_by: row.rppsVerifiedAt ? extras.rppsVerifiedByName : null,
    credentials_verified: extras.credentialsVerified,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    iban_masked: extras.bank ? maskIban(extras.bank.iban) : null,
    bank_holder: extras.bank?.holder ?? null,
    institution_id: institutionOf(row),
  };
}

export function presentDirectoryEntry(row: UserRow): DirectoryEntry {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: displayName(row),
    role: row.role,
    profile_photo: row.profilePhoto,
  };
}
