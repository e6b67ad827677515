import type { TarificationOut } from '../../contract/common.ts';
import { tariffInputLabels } from './fr.ts';
import { TARIFF_KEYS, tariffInputValue } from './tariffs.ts';
import { EurosField } from './text-field.tsx';

/**
 * One input per tariff, named by its key: empty at registration, filled with `current` in
 * « Modifier ».
 */
export function TariffInputs({ current }: { current?: TarificationOut }) {
  return (
    <>
      {TARIFF_KEYS.map((key) => (
        <EurosField
          key={key}
          label={tariffInputLabels[key]}
          name={key}
          defaultValue={current ? tariffInputValue(current[key]) : undefined}
        />
      ))}
    </>
  );
}
