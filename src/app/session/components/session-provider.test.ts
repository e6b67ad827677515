import { describe, expect, it } from 'vitest';
import { aUser } from '../../test-kit/users.test-support.ts';
import { openingState } from './session-provider.tsx';

describe('openingState (who is signed in as the app opens)', () => {
  const kept = aUser({ id: 'nurse-1' });

  it('with no network, opens at once with the account kept on the device', () => {
    expect(openingState('token', false, kept)).toEqual({ status: 'signed-in', user: kept });
  });

  it('online, waits for the server to name her (a revoked token must not open her screens)', () => {
    expect(openingState('token', true, kept)).toEqual({ status: 'loading', user: null });
  });

  it('with no account kept, waits for the server even offline', () => {
    expect(openingState('token', false, null)).toEqual({ status: 'loading', user: null });
  });

  it('without a token, is signed out', () => {
    expect(openingState(null, false, kept)).toEqual({ status: 'signed-out', user: null });
  });
});
