import type { TarificationOut } from '../../contract/common.ts';
import { eurosInputText } from '../../domain/money/parse-euros.ts';
import { tariffInputLabels } from './fr.ts';
import { MoneyField } from './money-field.tsx';
import { TARIFF_KEYS } from './tariffs.ts';

/**
 * One input per tariff, named by its key: empty at registration, filled with `current` in
 * « Modifier » (« 39,5 »); `errors` (by key, from `useZodForm`) under each.
 */
export function TariffInputs({
  current,
  errors = {},
}: {
  current?: TarificationOut;
  errors?: Readonly<Record<string, string>>;
}) {
  return (
    <>
      {TARIFF_KEYS.map((key) => (
        <MoneyField
          key={key}
          label={tariffInputLabels[key]}
          name={key}
          defaultValue={current ? eurosInputText(current[key]) : undefined}
          error={errors[key]}
        />
      ))}
    </>
  );
}

/** The hourly rates of a tariff form, for `useHighRateConfirm` (the travel fee is not per hour). */
export function hourlyRatesOf(tarification: Partial<Record<string, number | null | undefined>>) {
  return TARIFF_KEYS.filter((key) => key !== 'travel_fee').map((key) => ({
    name: key,
    label: tariffInputLabels[key],
    euros: tarification[key] ?? null,
  }));
}
