import type { AuditEntry, AuditQuery } from '../../../contract/audit.ts';
import type { Db } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/search.ts';
import { unprocessable } from '../../errors.ts';
import { listAuditLines, type AuditRow } from './repo.ts';

/** Lines per page of `GET /audit`. */
export const AUDIT_PAGE_SIZE = 50;

const fr = { badCursor: 'Curseur de page invalide : reprenez la liste depuis le début.' } as const;

function present(row: AuditRow): AuditEntry {
  return {
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_name: row.actorName,
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    object_label: row.objectLabel,
    detail: row.detail as Record<string, unknown>,
  };
}

/** One page of the log, newest first, and the cursor of the next one. */
export async function auditPage(
  db: Db,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; next: string | undefined }> {
  let beforeId: number | undefined;
  if (query.cursor !== undefined) {
    const key = decodeCursor(query.cursor, ['number']);
    const id = key?.[0];
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
      throw unprocessable(fr.badCursor);
    }
    beforeId = id;
  }
  const rows = await listAuditLines(
    db,
    {
      actorId: query.actor,
      objectId: query.object,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      beforeId,
    },
    AUDIT_PAGE_SIZE + 1,
  );
  const items = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items: items.map(present),
    next: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor([last.id]) : undefined,
  };
}
