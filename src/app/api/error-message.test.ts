import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { detailToMessage, errorMessage } from './error-message.ts';

describe('detailToMessage (docs/product-rules.md §8, registration rules)', () => {
  it('puts the msg of each validation issue one after the other, never « ., »', () => {
    const detail = [
      { loc: ['body', 'email'], msg: "L'adresse e-mail n'est pas valide.", type: 'invalid' },
      { loc: ['body', 'password'], msg: 'Le mot de passe est trop court.', type: 'too_small' },
    ];
    expect(detailToMessage(detail, 'x')).toBe(
      "L'adresse e-mail n'est pas valide. Le mot de passe est trop court.",
    );
  });

  it('joins phrases without a final stop with ", "', () => {
    const detail = [{ msg: 'Email requis' }, { msg: 'Mot de passe requis' }];
    expect(detailToMessage(detail, 'x')).toBe('Email requis, Mot de passe requis');
  });

  it('shows a string as is, an object by its msg, anything else as JSON', () => {
    expect(detailToMessage('Votre compte a été refusé.', 'x')).toBe('Votre compte a été refusé.');
    expect(detailToMessage({ msg: 'Rôle invalide.' }, 'x')).toBe('Rôle invalide.');
    expect(detailToMessage({ code: 42 }, 'x')).toBe('{"code":42}');
  });

  it('falls back without a detail', () => {
    expect(detailToMessage(undefined, "Échec de l'inscription")).toBe("Échec de l'inscription");
    expect(detailToMessage(null, 'Échec')).toBe('Échec');
  });
});

describe('errorMessage', () => {
  it('reads the detail of an ApiError and falls back otherwise', () => {
    expect(errorMessage(new ApiError(403, 'Accès refusé.'), 'x')).toBe('Accès refusé.');
    expect(errorMessage(new ApiError(0, undefined), 'Échec de la connexion')).toBe(
      'Échec de la connexion',
    );
    expect(errorMessage(new TypeError('boom'), 'Échec')).toBe('Échec');
  });
});
