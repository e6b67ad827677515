import { describe, expect, it } from 'vitest';
import { institutionOf, isInstitutionOwner, partyOf } from './acting-for.ts';

describe('institutionOf', () => {
  it('an owner acts for itself, a member for her establishment, others for none', () => {
    expect(institutionOf({ id: 'lilas', role: 'institution', institutionId: 'lilas' })).toBe(
      'lilas',
    );
    expect(institutionOf({ id: 'ines', role: 'institution', institutionId: 'lilas' })).toBe(
      'lilas',
    );
    // A row the migration did not see: the account acts for itself.
    expect(institutionOf({ id: 'old', role: 'institution', institutionId: null })).toBe('old');
    expect(institutionOf({ id: 'old', role: 'institution' })).toBe('old');
    expect(institutionOf({ id: 'camille', role: 'nurse', institutionId: 'lilas' })).toBeNull();
    expect(institutionOf({ id: 'admin', role: 'admin' })).toBeNull();
  });

  it('tells the owner from a member, and gives the party of a scope', () => {
    expect(isInstitutionOwner({ id: 'lilas', role: 'institution', institutionId: 'lilas' })).toBe(
      true,
    );
    expect(isInstitutionOwner({ id: 'ines', role: 'institution', institutionId: 'lilas' })).toBe(
      false,
    );
    expect(partyOf({ id: 'ines', role: 'institution', institutionId: 'lilas' })).toBe('lilas');
    expect(partyOf({ id: 'camille', role: 'nurse' })).toBe('camille');
  });
});
