// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LoginBody, RegisterBody } from '../../contract/auth.ts';
import { detailProblems, focusFirstInvalid, parseForm, placeProblems } from './field-errors.ts';

describe('parseForm: the contract schema in the browser', () => {
  it('gives the data when the schema accepts it', () => {
    const parsed = parseForm(LoginBody, { email: ' Lea@Example.fr ', password: 'x' });
    expect(parsed).toEqual({ ok: true, data: { email: 'lea@example.fr', password: 'x' } });
  });

  it('puts each zod issue under its field, in French', () => {
    const parsed = parseForm(LoginBody, { email: '', password: '' });
    expect(parsed).toEqual({
      ok: false,
      fields: {
        email: "L'adresse e-mail est obligatoire.",
        password: 'Le mot de passe est obligatoire.',
      },
      others: [],
    });
  });

  it('refuses a line break or a tab inside a name or an address, as the server does', () => {
    const parsed = parseForm(RegisterBody, {
      email: 'ines@exemple.fr',
      password: 'un-mot-de-passe-solide',
      first_name: 'Inès\r\nBcc: x@exemple.fr',
      last_name: 'Mo\trel',
      phone: '06 12 34 56 78',
      address: ' 3 rue des Lilas\n',
    });
    if (parsed.ok) throw new Error('expected a refusal');
    expect(parsed.fields).toEqual({
      first_name:
        'Le prénom doit tenir sur une ligne, sans retour à la ligne, tabulation ni caractère de contrôle.',
      last_name:
        'Le nom doit tenir sur une ligne, sans retour à la ligne, tabulation ni caractère de contrôle.',
    });
  });

  it('keeps the first message of a field and places nested tariffs by their key', () => {
    const parsed = parseForm(RegisterBody, {
      email: 'pas-une-adresse',
      password: 'court',
      first_name: 'Inès',
      last_name: 'Morel',
      phone: '06 12 34 56 78',
      address: '3 rue des Lilas',
      role: 'établissement de santé',
      name: 'Clinique des Lilas',
      tarification: { weekday_rate: -4 },
    });
    if (parsed.ok) throw new Error('expected a refusal');
    expect(parsed.fields.email).toBe("L'adresse e-mail n'est pas valide.");
    expect(parsed.fields.password).toBe('Le mot de passe doit contenir au moins 12 caractères.');
    expect(Object.keys(parsed.fields)).toEqual(['email', 'password', 'tarification.weekday_rate']);
  });
});

describe('detailProblems: the server 422', () => {
  it('drops the location and keeps the body path and message', () => {
    expect(
      detailProblems([
        { loc: ['body', 'email'], msg: "L'adresse e-mail n'est pas valide.", type: 'invalid' },
        { loc: ['body', 'tarification', 'travel_fee'], msg: 'Trop grand.', type: 'too_big' },
        { loc: ['query', 'user_id'], msg: 'Obligatoire.', type: 'invalid_type' },
      ]),
    ).toEqual([
      { path: ['email'], message: "L'adresse e-mail n'est pas valide." },
      { path: ['tarification', 'travel_fee'], message: 'Trop grand.' },
      { path: ['user_id'], message: 'Obligatoire.' },
    ]);
  });

  it('is null for a plain sentence or a list without messages', () => {
    expect(detailProblems('Cette adresse e-mail est déjà utilisée.')).toBeNull();
    expect(detailProblems([{ loc: ['body'] }])).toBeNull();
    expect(detailProblems(undefined)).toBeNull();
  });
});

describe('placeProblems', () => {
  const isField = (name: string) => ['start', 'end', 'name', 'travel_fee'].includes(name);

  it('maps body keys to the form’s field names and falls back to the last key', () => {
    const placed = placeProblems(
      [
        { path: ['dateStart'], message: 'La prestation doit commencer dans le futur.' },
        { path: ['tarification', 'travel_fee'], message: 'Trop grand.' },
        { path: ['name'], message: 'Le nom est obligatoire.' },
      ],
      { fieldOf: { dateStart: 'start' }, isField },
    );
    expect(placed).toEqual({
      fields: {
        start: 'La prestation doit commencer dans le futur.',
        travel_fee: 'Trop grand.',
        name: 'Le nom est obligatoire.',
      },
      others: [],
    });
  });

  it('shows what matches no field once, apart', () => {
    const placed = placeProblems(
      [
        { path: [], message: 'Corps de requête invalide.' },
        { path: ['etablissement_id'], message: 'Établissement inconnu.' },
        { path: ['etablissement_id'], message: 'Établissement inconnu.' },
      ],
      { isField },
    );
    expect(placed).toEqual({
      fields: {},
      others: ['Corps de requête invalide.', 'Établissement inconnu.'],
    });
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first marked field in the order shown', () => {
    document.body.innerHTML = `<form>
      <input name="a" /><input name="b" aria-invalid="true" /><input name="c" aria-invalid="true" />
    </form>`;
    const form = document.querySelector('form');
    const focused = focusFirstInvalid(form);
    expect(focused?.getAttribute('name')).toBe('b');
    expect(document.activeElement).toBe(focused);
  });

  it('does nothing when all is well', () => {
    document.body.innerHTML = '<form><input name="a" /></form>';
    expect(focusFirstInvalid(document.querySelector('form'))).toBeNull();
  });
});
