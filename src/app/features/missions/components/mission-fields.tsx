import { TextField } from '../../../ui/text-field.tsx';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { fr } from '../fr.ts';
import { TextareaField } from './textarea-field.tsx';

/**
 * The fields every mission form has (docs/product-rules.md §8): name, optional description, planned start and
 * end typed in the business time zone. Their names are what `useSubmitMission` reads.
 */
export function MissionFields({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <>
      <TextField
        label={fr.name}
        name="name"
        autoComplete="off"
        required
        wide
        autoFocus={autoFocus}
      />
      <TextareaField label={fr.descriptionOptional} name="description" wide />
      <TextField
        label={fr.start}
        name="dateStart"
        type="datetime-local"
        hint={fr.timeZoneHint(appTimeZone())}
        required
      />
      <TextField
        label={fr.end}
        name="dateEnd"
        type="datetime-local"
        hint={fr.timeZoneHint(appTimeZone())}
        required
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
