import { describe, expect, it } from 'vitest';
import { firstUse } from './first-use.ts';

describe('firstUse', () => {
  it('makes nothing until the first call, then keeps what it made', () => {
    let made = 0;
    const value = firstUse(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });
});
