import { describe, expect, it } from 'vitest';
import { isConversationOpen } from './conversation-open.ts';

describe('isConversationOpen', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('is true on /messages with that person selected and the page visible', () => {
    expect(isConversationOpen(at('/messages', '?with=u-2'), 'visible', 'u-2')).toBe(true);
  });

  it('is false for another person, another screen, no selection or a hidden page', () => {
    expect(isConversationOpen(at('/messages', '?with=u-3'), 'visible', 'u-2')).toBe(false);
    expect(isConversationOpen(at('/dashboard', '?with=u-2'), 'visible', 'u-2')).toBe(false);
    expect(isConversationOpen(at('/messages'), 'visible', 'u-2')).toBe(false);
    expect(isConversationOpen(at('/messages', '?with=u-2'), 'hidden', 'u-2')).toBe(false);
  });

  it('reads the parameter among others and decoded', () => {
    expect(isConversationOpen(at('/messages', '?x=1&with=a%2Fb'), 'visible', 'a/b')).toBe(true);
  });
});
