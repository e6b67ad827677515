import { describe, expect, it } from 'vitest';
import { checkMissionForm, type MissionFormValues } from './mission-form.ts';

const PARIS = 'Europe/Paris';
const valid: MissionFormValues = {
  name: '  Soins de nuit ',
  description: ' Patient en soins palliatifs ',
  start: '2025-03-10T21:00',
  end: '2025-03-11T04:05',
};

describe('checkMissionForm', () => {
  it('builds the establishment body: trimmed texts, Paris wall times as ISO instants', () => {
    expect(checkMissionForm(valid, { timeZone: PARIS, full: false })).toEqual({
      ok: true,
      body: {
        name: 'Soins de nuit',
        description: 'Patient en soins palliatifs',
        dateStart: '2025-03-10T20:00:00.000Z',
        dateEnd: '2025-03-11T03:05:00.000Z',
        required_role: 'any',
      },
    });
  });

  it('sends the « Profil recherché » chosen, and refuses one the contract does not know', () => {
    for (const role of ['nurse', 'caregiver', 'any']) {
      expect(
        checkMissionForm({ ...valid, requiredRole: role }, { timeZone: PARIS, full: false }),
      ).toMatchObject({ ok: true, body: { required_role: role } });
    }
    expect(
      checkMissionForm({ ...valid, requiredRole: 'doctor' }, { timeZone: PARIS, full: true }),
    ).toEqual({
      ok: false,
      errors: { required_role: 'Choisissez le profil recherché.' },
      missing: false,
    });
  });

  it('adds the planned minutes, and null for an establishment or assignee not chosen', () => {
    const check = checkMissionForm(
      { ...valid, etablissementId: '', assigneeId: 'u-7' },
      { timeZone: PARIS, full: true },
    );
    expect(check).toMatchObject({
      ok: true,
      body: { dureeMinutes: 425, assigned_to: 'u-7', etablissement_id: null },
    });
  });

  it('asks for every required field, each under itself, without a call', () => {
    for (const [missing, errors] of [
      [{ name: '   ' }, { name: 'Indiquez le nom de la prestation.' }],
      [{ start: '' }, { dateStart: 'Indiquez le début.' }],
      [{ end: '' }, { dateEnd: 'Indiquez la fin.' }],
    ] as [Partial<MissionFormValues>, object][]) {
      expect(checkMissionForm({ ...valid, ...missing }, { timeZone: PARIS, full: true })).toEqual({
        ok: false,
        errors,
        missing: true,
      });
    }
    expect(
      checkMissionForm(
        { ...valid, name: '', start: '', end: '' },
        { timeZone: PARIS, full: false },
      ),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Indiquez le nom de la prestation.',
        dateStart: 'Indiquez le début.',
        dateEnd: 'Indiquez la fin.',
      },
      missing: true,
    });
  });

  it('refuses an end that is not after the start with the specification’s sentence', () => {
    expect(
      checkMissionForm({ ...valid, end: valid.start }, { timeZone: PARIS, full: true }),
    ).toEqual({
      ok: false,
      errors: { dateEnd: 'La date de fin doit être après la date de début' },
      missing: false,
    });
  });
});

describe('checkMissionForm and the length of a mission', () => {
  it('refuses more than 12 h with the server’s sentence, and takes exactly 12 h', () => {
    expect(
      checkMissionForm(
        { ...valid, start: '2025-03-10T07:00', end: '2025-03-10T21:00' },
        { timeZone: PARIS, full: true },
      ),
    ).toEqual({
      ok: false,
      errors: { dateEnd: 'Une mission dure au plus 12 h (celle-ci\u202f: 14 h).' },
      missing: false,
    });
    expect(
      checkMissionForm(
        { ...valid, start: '2025-03-10T07:00', end: '2025-03-10T19:00' },
        { timeZone: PARIS, full: true },
      ),
    ).toMatchObject({ ok: true });
  });
});
