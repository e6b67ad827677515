import type { Payslip } from '../../../contract/payslips.ts';

/** A payslip as the API serves it: one 12-hour weekday mission and one night across midnight. */
export function samplePayslip(overrides: Partial<Payslip> = {}): Payslip {
  return {
    id: 'ps-1',
    user_id: 'u-ines',
    user_name: 'Inès Martin',
    period_start: '2025-11-01',
    period_end: '2025-11-30',
    total_hours: 21,
    gross_amount: 1234.6,
    commission_amount: 86.42,
    net_amount: 1148.18,
    commission_rate: 7,
    created_at: '2025-12-01T09:30:00.000Z',
    paid_at: null,
    payout_id: null,
    services_list: [
      {
        prestation_id: 'm-1',
        date: '2025-11-18',
        service_type: 'Soins post-opératoires',
        hours: 12,
        amount: 724.5,
        etablissement_name: 'Clinique des Lilas',
        bands: [{ band: 'weekday_day', label: 'jour semaine', hours: 12, rate: 58.5, amount: 702 }],
        travel_fee: 22.5,
      },
      {
        prestation_id: 'm-2',
        date: '2025-11-22',
        service_type: 'Garde de nuit',
        hours: 9,
        amount: 510.1,
        etablissement_name: null,
        bands: [
          { band: 'weekend_day', label: 'jour week-end', hours: 1, rate: 52.5, amount: 52.5 },
          { band: 'weekend_night', label: 'nuit week-end', hours: 8, rate: 57.2, amount: 457.6 },
        ],
        travel_fee: 0,
      },
    ],
    ...overrides,
  };
}
