import { MESSAGE_MAX } from '../../../contract/limits.ts';

/** A message is trimmed and holds 1 to MESSAGE_MAX characters (docs/product-rules.md §6). */
export { MESSAGE_MAX };
/** The counter shows from here on: far from the limit it is only noise. */
export const COUNTER_FROM = 4500;

/** What is sent for this draft, or null when nothing may be sent (blank, or too long). */
export function sendableContent(draft: string): string | null {
  const content = draft.trim();
  return content.length >= 1 && content.length <= MESSAGE_MAX ? content : null;
}

/** Whether the length counter is worth showing. */
export function showCounter(draft: string): boolean {
  return draft.length >= COUNTER_FROM;
}
