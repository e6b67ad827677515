import { isApiError } from './client.ts';

/**
 * Two messages one after the other: a sentence that already ends (« . », « ! », « ? », « … »)
 * is followed by a space, never by « ., »; a bare phrase by ', ' as the registration rules ask.
 */
function joinMessages(parts: readonly string[]): string {
  return parts.reduce((text, part) => {
    if (text === '') return part;
    return /[.!?…]$/.test(text) ? `${text} ${part}` : `${text}, ${part}`;
  }, '');
}

/**
 * Turns a server `detail` into the sentence shown to the user (docs/product-rules.md §8, registration rules):
 * a list of validation issues shows each `msg` one after the other (`joinMessages`); a string is
 * shown as is; an object with `msg` shows that `msg`; anything else is shown as JSON. No
 * detail: `fallback`. Forms place a 422's messages under their fields instead (`useZodForm`).
 */
export function detailToMessage(detail: unknown, fallback: string): string {
  if (detail === undefined || detail === null || detail === '') return fallback;
  if (Array.isArray(detail)) {
    const parts = detail.map((item) => detailToMessage(item, '')).filter(Boolean);
    return parts.length > 0 ? joinMessages(parts) : fallback;
  }
  if (typeof detail === 'string') return detail;
  if (typeof detail === 'object' && 'msg' in detail) {
    const { msg } = detail as { msg: unknown };
    if (typeof msg === 'string') return msg;
  }
  return JSON.stringify(detail);
}

/** The message of any error thrown by the API client (`call`): its `detail`, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? detailToMessage(error.detail, fallback) : fallback;
}
