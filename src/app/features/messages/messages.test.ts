import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/messages.ts';
import { COUNTER_FROM, MESSAGE_MAX, sendableContent, showCounter } from './draft.ts';
import { formatClock, formatDayHeading, formatListTime } from './format.ts';
import { threadItems } from './thread-items.ts';

const words = { today: "Aujourd'hui", yesterday: 'Hier' };

function message(id: string, from: string, timestamp: string): ChatMessage {
  return {
    id,
    from_user_id: from,
    to_user_id: from === 'me' ? 'other' : 'me',
    content: id,
    timestamp,
  };
}

describe('sendableContent', () => {
  it('never sends blank or whitespace-only content', () => {
    expect(sendableContent('')).toBeNull();
    expect(sendableContent('   \n\t ')).toBeNull();
  });

  it('sends the trimmed text, up to 5,000 characters', () => {
    expect(sendableContent('  Bonjour !\n')).toBe('Bonjour !');
    expect(sendableContent('a'.repeat(MESSAGE_MAX))).toHaveLength(MESSAGE_MAX);
    expect(sendableContent('a'.repeat(MESSAGE_MAX + 1))).toBeNull();
    expect(sendableContent(` ${'a'.repeat(MESSAGE_MAX)} `)).toHaveLength(MESSAGE_MAX);
  });

  it('shows the counter only near the limit', () => {
    expect(showCounter('a'.repeat(COUNTER_FROM - 1))).toBe(false);
    expect(showCounter('a'.repeat(COUNTER_FROM))).toBe(true);
  });
});

describe('message times, in Paris', () => {
  it('formats hh:mm in Paris time, summer and winter', () => {
    expect(formatClock('2025-07-14T07:05:00Z')).toBe('09:05');
    expect(formatClock('2025-01-14T23:30:00Z')).toBe('00:30');
  });

  it("names today's and yesterday's Paris days, and spells out older ones", () => {
    const now = Date.parse('2025-03-12T10:00:00Z');
    expect(formatDayHeading('2025-03-12T06:00:00Z', now, words)).toBe("Aujourd'hui");
    // 23:30 UTC on the 11th is already the 12th in Paris.
    expect(formatDayHeading('2025-03-11T23:30:00Z', now, words)).toBe("Aujourd'hui");
    expect(formatDayHeading('2025-03-11T12:00:00Z', now, words)).toBe('Hier');
    expect(formatDayHeading('2025-03-03T12:00:00Z', now, words)).toBe('lundi 3 mars 2025');
  });

  it('gives yesterday across a month and a year boundary', () => {
    expect(
      formatDayHeading('2025-02-28T12:00:00Z', Date.parse('2025-03-01T12:00:00Z'), words),
    ).toBe('Hier');
    expect(
      formatDayHeading('2024-12-31T12:00:00Z', Date.parse('2025-01-01T12:00:00Z'), words),
    ).toBe('Hier');
  });

  it('shows the hour for today in the list, the day otherwise', () => {
    const now = Date.parse('2025-03-12T10:00:00Z');
    expect(formatListTime('2025-03-12T08:15:00Z', now)).toBe('09:15');
    expect(formatListTime('2025-03-03T08:15:00Z', now)).toBe('3 mars');
  });
});

describe('threadItems', () => {
  it('starts each Paris day (23:30 UTC is already the next day) with a separator; marks own messages', () => {
    const items = threadItems(
      [
        message('m1', 'other', '2025-03-11T20:00:00Z'),
        message('m2', 'me', '2025-03-11T23:30:00Z'),
        message('m3', 'other', '2025-03-12T08:00:00Z'),
      ],
      'me',
    );
    expect(items.map((i) => (i.kind === 'day' ? i.key : `${i.key}:${String(i.own)}`))).toEqual([
      'day-2025-03-11',
      'm1:false',
      'day-2025-03-12',
      'm2:true',
      'm3:false',
    ]);
  });

  it('is empty for no message', () => {
    expect(threadItems([], 'me')).toEqual([]);
  });
});
