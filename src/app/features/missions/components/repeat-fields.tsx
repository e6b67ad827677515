import { useId, useState } from 'react';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { fr } from '../fr.ts';

/** Monday first, as a French week. */
const DAYS = [
  { value: 1, short: 'Lun', label: 'Lundi' },
  { value: 2, short: 'Mar', label: 'Mardi' },
  { value: 3, short: 'Mer', label: 'Mercredi' },
  { value: 4, short: 'Jeu', label: 'Jeudi' },
  { value: 5, short: 'Ven', label: 'Vendredi' },
  { value: 6, short: 'Sam', label: 'Samedi' },
  { value: 7, short: 'Dim', label: 'Dimanche' },
] as const;

/**
 * « Répéter » in the mission form: not at all (the default), every day, or chosen days of the
 * week, until a date. Its inputs are read by `useSubmitMission` (`repeat`, `repeat_until`,
 * `repeat_day`), which then creates every copy at once (`POST /prestations/batch`).
 */
export function RepeatFields({ errors = {} }: { errors?: Readonly<Record<string, string>> }) {
  const [mode, setMode] = useState('none');
  const daysId = useId();
  return (
    <>
      <SelectField
        label={fr.repeat}
        name="repeat"
        value={mode}
        onChange={(event) => setMode(event.currentTarget.value)}
        options={[
          { value: 'none', label: fr.repeatNo },
          { value: 'daily', label: fr.repeatDaily },
          { value: 'weekdays', label: fr.repeatWeekdays },
        ]}
      />
      {mode === 'none' ? null : (
        <TextField
          label={fr.repeatUntil}
          name="repeat_until"
          type="date"
          required
          error={errors.repeat_until}
        />
      )}
      {mode === 'weekdays' ? (
        <fieldset
          className="field field--wide repeat-days"
          aria-describedby={errors.repeat_days ? `${daysId}-error` : undefined}
        >
          <legend className="field__label">{fr.repeatDays}</legend>
          <div className="repeat-days__list">
            {DAYS.map((day) => (
              <label key={day.value} className="repeat-days__day">
                <input
                  type="checkbox"
                  name="repeat_day"
                  value={day.value}
                  defaultChecked={day.value <= 5}
                  aria-label={day.label}
                />
                <span aria-hidden="true">{day.short}</span>
              </label>
            ))}
          </div>
          {errors.repeat_days ? (
            <p id={`${daysId}-error`} className="field__error">
              {errors.repeat_days}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
