import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER } from '../../contract/missions.ts';

/**
 * A list page's items, answered as the JSON array they always were; the next page's cursor, if
 * there is one, goes in `X-Next-Cursor` (absent on the last page).
 */
export function paged<T>(reply: FastifyReply, page: { items: T[]; next: string | undefined }): T[] {
  if (page.next !== undefined) void reply.header(NEXT_CURSOR_HEADER, page.next);
  return page.items;
}
