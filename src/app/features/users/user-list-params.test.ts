import { describe, expect, it } from 'vitest';
import { userListFromParams, userListToParams } from './user-list-params.ts';

describe('the accounts list in the address', () => {
  it('reads back what it wrote, the default order left out', () => {
    const state = { q: 'élodie', role: 'nurse', status: 'pending', sort: 'name' } as const;
    const params = userListToParams(state);
    expect(params.toString()).toBe('q=%C3%A9lodie&role=nurse&status=pending&sort=name');
    expect(userListFromParams(params)).toEqual(state);
    expect(userListToParams({ ...state, q: '', sort: 'pending' }).toString()).toBe(
      'role=nurse&status=pending',
    );
  });

  it('ignores unknown values: pending first, no filter', () => {
    expect(userListFromParams(new URLSearchParams('role=chef&status=x&sort=email'))).toEqual({
      q: '',
      role: '',
      status: '',
      sort: 'pending',
    });
  });
});
