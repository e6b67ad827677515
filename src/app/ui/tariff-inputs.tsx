import type { TarificationOut } from '../../contract/common.ts';
import { tariffInputLabels } from './fr.ts';
import { TARIFF_KEYS, tariffInputValue } from './tariffs.ts';
import { EurosField } from './text-field.tsx';

/**
 * One input per tariff, named by its key: empty at registration, filled with `current` in
 * « Modifier »; `errors` (by key, from `useZodForm`) under each.
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
        <EurosField
          key={key}
          label={tariffInputLabels[key]}
          name={key}
          defaultValue={current ? tariffInputValue(current[key]) : undefined}
          error={errors[key]}
        />
      ))}
    </>
  );
}
