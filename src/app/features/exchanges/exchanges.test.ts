import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../../contract/exchanges.ts';
import type { DirectoryEntry } from '../../../contract/users.ts';
import { formatPeriod } from './format.ts';
import { colleaguesOf, orderExchanges } from './order-exchanges.ts';

function exchange(
  id: string,
  direction: Exchange['direction'],
  status: Exchange['status'],
): Exchange {
  return {
    id,
    prestation_id: 'p',
    from_user_id: 'a',
    to_user_id: 'b',
    direction,
    counterpart_name: 'X',
    prestation: {
      id: 'p',
      name: 'Nuit',
      dateStart: '2025-03-12T20:00:00Z',
      dateEnd: '2025-03-13T06:00:00Z',
    },
    reason: '',
    status,
    created_at: '2025-03-01T10:00:00Z',
    responded_at: null,
  };
}

describe('orderExchanges', () => {
  it('puts the requests awaiting my answer first, keeping the server order otherwise', () => {
    const list = [
      exchange('1', 'sent', 'pending'),
      exchange('2', 'received', 'accepted'),
      exchange('3', 'received', 'pending'),
      exchange('4', 'received', 'pending'),
      exchange('5', 'sent', 'rejected'),
    ];
    expect(orderExchanges(list).map((e) => e.id)).toEqual(['3', '4', '1', '2', '5']);
  });
});

describe('colleaguesOf', () => {
  const person = (id: string, first: string, role: DirectoryEntry['role']): DirectoryEntry => ({
    id,
    first_name: first,
    last_name: 'Test',
    name: `${first} Test`,
    role,
    profile_photo: null,
  });

  it('keeps nurses and caregivers other than me, by name', () => {
    const directory = [
      person('me', 'Inès', 'nurse'),
      person('z', 'Zoé', 'caregiver'),
      person('a', 'Anne', 'nurse'),
      person('adm', 'Admin', 'admin'),
      person('inst', 'Clinique', 'institution'),
    ];
    expect(colleaguesOf(directory, 'me').map((p) => p.id)).toEqual(['a', 'z']);
  });
});

describe('exchange dates, in Paris', () => {
  // Intl puts thin spaces around the dash: compared with plain ones.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('formats a night mission across two days, and a day one once', () => {
    expect(plain(formatPeriod('2025-03-12T20:00:00Z', '2025-03-13T06:00:00Z'))).toBe(
      '12 mars 2025, 21:00 – 13 mars 2025, 07:00',
    );
    expect(plain(formatPeriod('2025-07-12T06:00:00Z', '2025-07-12T14:00:00Z'))).toBe(
      '12 juil. 2025, 08:00 – 16:00',
    );
  });
});
