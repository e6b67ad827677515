import { describe, expect, it } from 'vitest';
import { tariffInputValue } from './tariffs.ts';

describe('tariffInputValue', () => {
  it('starts an input with the number, or empty when undefined', () => {
    expect(tariffInputValue(28.5)).toBe('28.5');
    expect(tariffInputValue(null)).toBe('');
  });
});
