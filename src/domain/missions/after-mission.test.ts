import { describe, expect, it } from 'vitest';
import { privateBriefOpen, ratingEditableUntil } from './after-mission.ts';

const H = 3_600_000;
const start = Date.UTC(2026, 5, 10, 8);
const base = { status: 'accepted', startMs: start, plannedEndMs: start + 8 * H, endedMs: null };

describe('privateBriefOpen', () => {
  it('opens 24 h before the start and closes at the planned end', () => {
    expect(privateBriefOpen(base, start - 25 * H)).toBe(false);
    expect(privateBriefOpen(base, start - 24 * H)).toBe(true);
    expect(privateBriefOpen(base, start - 23 * H)).toBe(true);
    expect(privateBriefOpen(base, start + 8 * H - 1)).toBe(true);
    expect(privateBriefOpen(base, start + 8 * H)).toBe(false);
  });
  it('stays open while she is still working, closes once she ended or it was cancelled', () => {
    expect(privateBriefOpen({ ...base, status: 'in_progress' }, start + 10 * H)).toBe(true);
    expect(
      privateBriefOpen({ ...base, status: 'completed', endedMs: start + 7 * H }, start + 7.5 * H),
    ).toBe(false);
    expect(privateBriefOpen({ ...base, status: 'cancelled' }, start - H)).toBe(false);
  });
});

describe('ratingEditableUntil', () => {
  it('is seven days after the first rating', () => {
    expect(ratingEditableUntil(0)).toBe(7 * 24 * H);
  });
});
