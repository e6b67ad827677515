import { describe, expect, it } from 'vitest';
import { checkContestForm, serverFieldErrors } from './contest-form.ts';
import { fr } from './fr.ts';

const PARIS = 'Europe/Paris';
const valid = {
  start: '2025-01-15T08:00',
  end: '2025-01-15T14:30',
  reason: 'Partie à 14 h 30, pas à 15 h 12.',
};

describe('checkContestForm', () => {
  it('reads the times on the Paris wall clock and trims the reason', () => {
    const check = checkContestForm({ ...valid, reason: `  ${valid.reason}  ` }, PARIS);
    expect(check).toEqual({
      ok: true,
      body: {
        started_at: '2025-01-15T07:00:00.000Z',
        ended_at: '2025-01-15T13:30:00.000Z',
        reason: valid.reason,
      },
    });
  });

  it('reads the same input in the business zone, not the device’s', () => {
    const check = checkContestForm(valid, 'America/New_York');
    expect(check.ok && check.body.started_at).toBe('2025-01-15T13:00:00.000Z');
  });

  it('asks for each missing time under its own field', () => {
    expect(checkContestForm({ ...valid, start: '', end: '2025-02-30T08:00' }, PARIS)).toEqual({
      ok: false,
      errors: { start: fr.startRequired, end: fr.endRequired },
    });
  });

  it('refuses an end that is not after the start, under the end', () => {
    const check = checkContestForm({ ...valid, end: valid.start }, PARIS);
    expect(check).toEqual({
      ok: false,
      errors: { end: 'La fin doit être postérieure au début.' },
    });
  });

  it('refuses a reason too short once trimmed, or too long, under the reason', () => {
    expect(checkContestForm({ ...valid, reason: '  ab  ' }, PARIS)).toEqual({
      ok: false,
      errors: { reason: 'Indiquez la raison de la contestation (5 caractères au moins).' },
    });
    const long = checkContestForm({ ...valid, reason: 'x'.repeat(1001) }, PARIS);
    expect(long.ok).toBe(false);
    expect(!long.ok && long.errors.reason).toMatch(/trop longue/);
  });

  it('says every problem at once, each under its field', () => {
    const check = checkContestForm({ start: '', end: '', reason: '' }, PARIS);
    expect(check.ok).toBe(false);
    expect(!check.ok && Object.keys(check.errors).sort()).toEqual(['end', 'reason', 'start']);
  });
});

describe('serverFieldErrors', () => {
  it('puts the server’s issues under the fields they name', () => {
    expect(
      serverFieldErrors([
        { loc: ['body', 'reason'], msg: 'Trop court.', type: 'too_small' },
        {
          loc: ['body', 'ended_at'],
          msg: 'La fin doit être postérieure au début.',
          type: 'custom',
        },
      ]),
    ).toEqual({ reason: 'Trop court.', end: 'La fin doit être postérieure au début.' });
  });

  it('is null for a sentence or issues about nothing in the form', () => {
    expect(serverFieldErrors('Les heures de cette prestation sont déjà contestées.')).toBeNull();
    expect(serverFieldErrors([{ loc: ['params', 'id'], msg: 'Identifiant manquant.' }])).toBeNull();
  });
});
