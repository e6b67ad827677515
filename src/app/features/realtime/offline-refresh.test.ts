import { describe, expect, it } from 'vitest';
import { collectionChangedBy } from './offline-refresh.ts';

describe('collectionChangedBy', () => {
  it('maps mission and exchange news to the missions, payslips and schedules to theirs', () => {
    expect(collectionChangedBy('mission')).toBe('missions');
    expect(collectionChangedBy('exchange')).toBe('missions');
    expect(collectionChangedBy('payslip')).toBe('payslips');
    expect(collectionChangedBy('schedule')).toBe('schedules');
  });

  it('leaves the device copy alone for account and message news', () => {
    expect(collectionChangedBy('approval')).toBeNull();
    expect(collectionChangedBy('rejection')).toBeNull();
    expect(collectionChangedBy('message')).toBeNull();
  });
});
