import type { Payslip } from '../../contract/payslips.ts';
import type { Schedule } from '../../contract/schedules.ts';
import type { OpenMission } from '../../contract/staffing.ts';
import type {
  LocalMission,
  LocalOpenMission,
  LocalPayslip,
  LocalSchedule,
  OfflineCollection,
  OfflineDb,
} from './db.ts';

/** The rows each collection keeps on the device. */
export interface CollectionRows {
  missions: LocalMission;
  schedules: LocalSchedule;
  payslips: LocalPayslip;
  open: LocalOpenMission;
}

/** The collections a screen reads as a plain list, and their rows as the server sends them. */
export interface ListRows {
  schedules: Schedule;
  payslips: Payslip;
  open: OpenMission;
}

/** How each list is ordered, whether read from the device or from the network. */
export const LIST_ORDER: { [C in keyof ListRows]: (a: ListRows[C], b: ListRows[C]) => number } = {
  /** In date and time order. */
  schedules: (a: Schedule, b: Schedule) =>
    `${a.date} ${a.time_start}`.localeCompare(`${b.date} ${b.time_start}`),
  /** Newest period first. */
  payslips: (a: Payslip, b: Payslip) => b.period_start.localeCompare(a.period_start),
  /** Soonest first, as the server serves them. */
  open: (a: OpenMission, b: OpenMission) =>
    Date.parse(a.dateStart) - Date.parse(b.dateStart) || a.id.localeCompare(b.id),
};

export async function readRows(
  db: OfflineDb,
  collection: OfflineCollection,
  userId: string,
): Promise<CollectionRows[OfflineCollection][]> {
  switch (collection) {
    case 'missions':
      return db.missions.where('owner_id').equals(userId).sortBy('dateStart');
    case 'schedules': {
      const rows = await db.schedules.where('owner_id').equals(userId).toArray();
      return rows.sort(LIST_ORDER.schedules);
    }
    case 'payslips': {
      const rows = await db.payslips.where('owner_id').equals(userId).toArray();
      return rows.sort(LIST_ORDER.payslips);
    }
    case 'open': {
      const rows = await db.openMissions.where('owner_id').equals(userId).toArray();
      return rows.sort(LIST_ORDER.open);
    }
    default: {
      const unknown: never = collection;
      throw new Error(`Unknown offline collection: ${String(unknown)}`);
    }
  }
}

/**
 * Whose data the device holds: the user recorded at sign-in, or null when there is none or
 * IndexedDB cannot be read (the screens then fall back to the network).
 */
export async function readDeviceOwner(db: OfflineDb): Promise<string | null> {
  try {
    return (await db.session.get('current'))?.userId ?? null;
  } catch {
    return null;
  }
}
