import { REQUIRED_ROLES } from '../../../../contract/limits.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { fr, requiredRoleLabels } from '../fr.ts';
import { TextareaField } from './textarea-field.tsx';

/** Infirmier(ère), Aide-soignant(e), then Indifférent, the default (docs/product-rules.md §9). */
const REQUIRED_ROLE_OPTIONS = [...REQUIRED_ROLES]
  .sort((a, b) => Number(a === 'any') - Number(b === 'any'))
  .map((role) => ({ value: role, label: requiredRoleLabels[role] }));

/**
 * The fields every mission form has (docs/product-rules.md §8, §9): name, optional description,
 * planned start and end typed in the business time zone, and « Profil recherché ». Their names
 * are what `useSubmitMission` reads.
 */
export function MissionFields({
  autoFocus = false,
  errors = {},
}: {
  autoFocus?: boolean;
  /** What is wrong, by field name (`useSubmitMission().form.errors`). */
  errors?: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <TextField
        label={fr.name}
        name="name"
        autoComplete="off"
        required
        wide
        autoFocus={autoFocus}
        error={errors.name}
      />
      <TextareaField
        label={fr.descriptionOptional}
        name="description"
        wide
        error={errors.description}
      />
      <TextField
        label={fr.start}
        name="dateStart"
        type="datetime-local"
        hint={fr.timeZoneHint(appTimeZone())}
        required
        error={errors.dateStart}
      />
      <TextField
        label={fr.end}
        name="dateEnd"
        type="datetime-local"
        hint={fr.timeZoneHint(appTimeZone())}
        required
        error={errors.dateEnd}
      />
      <SelectField
        label={fr.requiredRole}
        name="required_role"
        options={REQUIRED_ROLE_OPTIONS}
        defaultValue="any"
        error={errors.required_role}
      />
    </>
  );
}

/** « Annuler » and the submit button of a mission form. */
export function MissionFormActions({
  pending,
  submitText,
  onCancel,
}: {
  pending: boolean;
  submitText: string;
  onCancel: () => void;
}) {
  return (
    <div className="button-row">
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {fr.cancelForm}
      </button>
      <button type="submit" className="button" disabled={pending}>
        {pending ? fr.submitting : submitText}
      </button>
    </div>
  );
}
