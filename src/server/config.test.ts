import { describe, expect, it } from 'vitest';
import { cacheEnabled } from './config.ts';

describe('CACHE', () => {
  it('auto: kept on the embedded database and on PostgreSQL with Redis', () => {
    expect(cacheEnabled({})).toBe(true);
    expect(cacheEnabled({ DATABASE_URL: 'postgres://db/releve', REDIS_URL: 'redis://r' })).toBe(
      true,
    );
  });

  it('auto: nothing kept on PostgreSQL without Redis (instances could not tell each other)', () => {
    expect(cacheEnabled({ DATABASE_URL: 'postgres://db/releve' })).toBe(false);
  });

  it('on and off win; anything else is refused in French', () => {
    expect(cacheEnabled({ CACHE: 'on', DATABASE_URL: 'postgres://db/releve' })).toBe(true);
    expect(cacheEnabled({ CACHE: 'OFF' })).toBe(false);
    expect(() => cacheEnabled({ CACHE: 'oui' })).toThrow(
      'CACHE vaut on, off ou auto (reçu : oui).',
    );
  });
});
