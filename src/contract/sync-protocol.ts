/**
 * The offline sync protocol (`POST /api/sync/actions`) as plain values. This module holds no
 * schema and imports nothing, so that the service worker and the offline layer use these
 * numbers without loading zod; `sync.ts` builds the schemas from them. Never retype them.
 *
 * What requires a bump of `SYNC_PROTOCOL_VERSION`, and how old clients are handled, is written
 * in `src/app/offline/README.md` (« Protocol »).
 */

/** The version of the sync protocol this code speaks, client and server alike. */
export const SYNC_PROTOCOL_VERSION = 1;

/** The oldest client version the server still accepts; raise it to retire old clients. */
export const SYNC_PROTOCOL_MIN_SUPPORTED = 1;

/** What a request without a `protocol` field (a client from before the field) speaks. */
export const SYNC_PROTOCOL_DEFAULT = 1;

/**
 * The whole-request status of a refused protocol version. No other whole-request answer of
 * `POST /sync/actions` uses it: per-action 409s travel inside a 200's `results`.
 */
export const SYNC_PROTOCOL_MISMATCH_STATUS = 409;

/** Actions per request at most. */
export const MAX_SYNC_ACTIONS = 200;

/** Whether the server accepts a request that declares `protocol` (absent: version 1). */
export function isSupportedSyncProtocol(protocol: number | undefined): boolean {
  const version = protocol ?? SYNC_PROTOCOL_DEFAULT;
  return version >= SYNC_PROTOCOL_MIN_SUPPORTED && version <= SYNC_PROTOCOL_VERSION;
}
