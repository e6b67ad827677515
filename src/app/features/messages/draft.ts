/**
 * Spec §5 and PRODUCT §6: a message is trimmed, 1 to 5,000 characters. Mirrors
 * `MESSAGE_MAX` of src/contract/messages.ts (the app imports only types from the contract).
 */
export const MESSAGE_MAX = 5000;
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
