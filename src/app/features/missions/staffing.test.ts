import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { checkOverrideReason, refusalPlace, splitCandidates, standingOf } from './staffing.ts';

describe('checkOverrideReason', () => {
  it('keeps a trimmed reason of 5 characters or more', () => {
    expect(checkOverrideReason('  Urgence  ')).toEqual({ ok: true, reason: 'Urgence' });
    expect(checkOverrideReason('12345')).toEqual({ ok: true, reason: '12345' });
  });

  it('refuses a shorter or a too long one with the server’s sentences', () => {
    expect(checkOverrideReason('  ok  ')).toEqual({
      ok: false,
      message: 'La raison du passage outre doit compter au moins 5 caractères.',
    });
    expect(checkOverrideReason('x'.repeat(501))).toMatchObject({ ok: false });
  });
});

describe('candidates', () => {
  const c = (id: string, eligible: boolean, available: boolean) => ({ id, eligible, available });

  it('says « Disponible », « Libre » or ineligible', () => {
    expect(standingOf(c('a', true, true))).toBe('available');
    expect(standingOf(c('b', true, false))).toBe('free');
    expect(standingOf(c('c', false, true))).toBe('ineligible');
  });

  it('puts the available first, keeps the ineligible below, in the server’s order', () => {
    const { eligible, ineligible } = splitCandidates([
      c('free-1', true, false),
      c('no-1', false, false),
      c('avail-1', true, true),
      c('no-2', false, true),
      c('free-2', true, false),
    ]);
    expect(eligible.map((x) => x.id)).toEqual(['avail-1', 'free-1', 'free-2']);
    expect(ineligible.map((x) => x.id)).toEqual(['no-1', 'no-2']);
  });
});

describe('refusalPlace', () => {
  it('says a 409 next to the person chosen: she cannot take it', () => {
    expect(refusalPlace(new ApiError(409, 'Léa Petit a déjà « Garde du matin » le 10/12.'))).toBe(
      'picker',
    );
  });

  it('says a 422 on override_reason next to the reason', () => {
    const issues = [{ loc: ['body', 'override_reason'], msg: 'Trop court.' }];
    expect(refusalPlace(new ApiError(422, issues))).toBe('reason');
  });

  it('says anything else (a missing tariff, no answer) next to the buttons', () => {
    expect(refusalPlace(new ApiError(422, 'Tarif de nuit en semaine non défini.'))).toBe('buttons');
    expect(refusalPlace(new ApiError(0, undefined))).toBe('buttons');
    expect(refusalPlace(new Error('boom'))).toBe('buttons');
  });
});
