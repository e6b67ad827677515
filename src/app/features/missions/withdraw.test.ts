import { describe, expect, it } from 'vitest';
import { canWithdraw } from './withdraw.ts';

const HOUR = 3_600_000;
const now = Date.parse('2025-12-01T08:00:00.000Z');
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

describe('canWithdraw', () => {
  it('offers « Me retirer » on her assigned or accepted mission more than 48 h ahead', () => {
    expect(canWithdraw({ status: 'assigned', dateStart: at(49) }, now)).toBe(true);
    expect(canWithdraw({ status: 'accepted', dateStart: at(72) }, now)).toBe(true);
  });

  it('not at 48 h or closer, as the server refuses it then', () => {
    expect(canWithdraw({ status: 'accepted', dateStart: at(48) }, now)).toBe(false);
    expect(canWithdraw({ status: 'accepted', dateStart: at(2) }, now)).toBe(false);
  });

  it('not on other states, nor while a tap on it waits for the server', () => {
    for (const status of ['pending', 'open', 'in_progress', 'completed', 'cancelled'] as const) {
      expect(canWithdraw({ status, dateStart: at(100) }, now)).toBe(false);
    }
    expect(canWithdraw({ status: 'assigned', dateStart: at(100), pending_sync: true }, now)).toBe(
      false,
    );
  });
});
