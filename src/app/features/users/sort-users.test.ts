import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth.ts';
import { aUser } from '../../test-kit/users.test-support.ts';
import { pendingFirst } from './sort-users.ts';

const user = (id: string, status: User['status']) => aUser({ id, status });

describe('pendingFirst', () => {
  it('puts pending users first and keeps the server order otherwise', () => {
    const sorted = pendingFirst([
      user('a', 'approved'),
      user('b', 'pending'),
      user('c', 'rejected'),
      user('d', 'pending'),
    ]);
    expect(sorted.map((u) => u.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
