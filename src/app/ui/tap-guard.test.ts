import { describe, expect, it } from 'vitest';
import { TAP_GUARD_MS } from '../../domain/missions/hours.ts';
import { TapGuard, cardsLayout } from './tap-guard.ts';

describe('TapGuard', () => {
  it('takes every tap until something moves, then none for one second', () => {
    const guard = new TapGuard();
    expect(guard.guardMs).toBe(TAP_GUARD_MS);
    expect(TAP_GUARD_MS).toBe(1_000);
    expect(guard.accepts(0)).toBe(true);
    expect(guard.moved(10_000)).toBe(11_000);
    expect(guard.accepts(10_000)).toBe(false);
    expect(guard.accepts(10_999)).toBe(false);
    expect(guard.accepts(11_000)).toBe(true);
  });

  it('starts again at each move, and an older move never shortens it', () => {
    const guard = new TapGuard();
    guard.moved(10_000);
    guard.moved(10_600);
    expect(guard.accepts(11_200)).toBe(false);
    expect(guard.accepts(11_600)).toBe(true);
    guard.moved(9_000);
    expect(guard.accepts(11_600)).toBe(true);
  });
});

describe('cardsLayout', () => {
  const a = { id: 'a', status: 'accepted' };
  const b = { id: 'b', status: 'assigned' };

  it('changes when a card changes status, place, height, or when cards come and go', () => {
    const base = cardsLayout([a, b]);
    expect(cardsLayout([{ ...a }, { ...b }])).toBe(base);
    expect(cardsLayout([{ ...a, status: 'in_progress' }, b])).not.toBe(base);
    expect(cardsLayout([b, a])).not.toBe(base);
    expect(cardsLayout([{ ...a, pending_sync: true }, b])).not.toBe(base);
    expect(cardsLayout([{ ...a, refusals: 1 }, b])).not.toBe(base);
    expect(cardsLayout([a])).not.toBe(base);
  });
});
