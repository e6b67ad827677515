import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { ScheduleCreateBody, type Schedule } from '../../../../contract/schedules.ts';
import { localDate } from '../../../../domain/pay/local-time.ts';
import { isApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { formatEuros } from '../../../ui/format.ts';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { HighRateQuestion, MoneyField, useHighRateConfirm } from '../../../ui/money-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { useCreateSchedule } from '../api/create-schedule.ts';
import { useUpdateSchedule } from '../api/update-schedule.ts';
import { institutionOptionsQueryOptions } from '../api/institution-options-query.ts';
import { fr } from '../fr.ts';
import { checkScheduleForm, estimateTotal, type ScheduleFormValues } from '../schedule-form.ts';

/**
 * « Nouvel horaire » (docs/product-rules.md §7, §8): a slot of availability, optionally for an
 * establishment. With `editing`, the same form changes one of her free slots (« Modifier
 * l'horaire »).
 */
export function NewScheduleDialog({
  open,
  onClose,
  onCreated,
  editing,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
  editing?: Schedule;
}) {
  return (
    <Dialog open={open} title={editing ? fr.editTitle : fr.dialogTitle} onClose={onClose}>
      <ScheduleForm onClose={onClose} onCreated={onCreated} editing={editing} />
    </Dialog>
  );
}

/** The form's values for a slot she already has, amounts as she would type them. */
function valuesOf(schedule: Schedule): ScheduleFormValues {
  const typed = (euros: number) => String(euros).replace('.', ',');
  return {
    date: schedule.date,
    service_type: schedule.service_type,
    time_start: schedule.time_start,
    time_end: schedule.time_end,
    tarif_base: typed(schedule.tarif_base),
    deplacement_cost: typed(schedule.deplacement_cost),
    institution_id: schedule.institution_id ?? '',
  };
}

function ScheduleForm({
  onClose,
  onCreated,
  editing,
}: {
  onClose: () => void;
  onCreated: () => void;
  editing: Schedule | undefined;
}) {
  const institutions = useQuery(institutionOptionsQueryOptions());
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const pending = create.isPending || update.isPending;
  const [today] = useState(() => localDate(Date.now(), appTimeZone()));
  const [values, setValues] = useState<ScheduleFormValues>(() =>
    editing
      ? valuesOf(editing)
      : {
          date: today,
          service_type: '',
          time_start: '',
          time_end: '',
          tarif_base: '',
          deplacement_cost: '0',
          institution_id: '',
        },
  );
  const form = useZodForm();
  const highRates = useHighRateConfirm(form.props.ref);
  const estimate = estimateTotal(values);

  const bind = (key: keyof ScheduleFormValues) => ({
    name: key,
    value: values[key],
    error: form.errors[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const check = checkScheduleForm(values);
    if (!check.ok) {
      form.show({ fields: check.errors });
      return;
    }
    const rate = { name: 'tarif_base', label: fr.tarifBase, euros: check.body.tarif_base };
    if (!highRates.passes([rate])) return;
    if (!form.validate(ScheduleCreateBody, check.body)) return;
    const failed = editing ? fr.updateFailed : fr.createFailed;
    const handlers = {
      onSuccess: () => {
        toast.success(editing ? fr.updated : fr.created);
        onCreated();
        onClose();
      },
      onError: (error: Error) => {
        // The toast is the specification's; the server's reason tells what to correct: under
        // its field for a 422, above the button otherwise.
        toast.error(failed);
        if (isApiError(error) && error.status === 422) form.serverError(error, failed);
        else form.show({ others: [errorMessage(error, failed)] });
      },
    };
    if (editing) update.mutate({ id: editing.id, body: check.body }, handlers);
    else create.mutate(check.body, handlers);
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} {...form.props}>
      <div className="form-grid">
        <TextField label={fr.date} type="date" min={today} required {...bind('date')} />
        <TextField
          label={fr.serviceType}
          hint={fr.serviceTypeHint}
          autoComplete="off"
          required
          {...bind('service_type')}
        />
        <TextField label={fr.timeStart} type="time" required {...bind('time_start')} />
        <TextField
          label={fr.timeEnd}
          type="time"
          hint={fr.timeHint}
          required
          {...bind('time_end')}
        />
        <MoneyField label={fr.tarifBase} required {...bind('tarif_base')} />
        <MoneyField label={fr.deplacementCost} {...bind('deplacement_cost')} />
        <SelectField
          label={fr.institutionSelect}
          wide
          options={[{ value: '', label: fr.noInstitution }, ...(institutions.data ?? [])]}
          {...bind('institution_id')}
        />
      </div>
      {institutions.isError ? <p className="inline-error">{fr.institutionsLoadFailed}</p> : null}
      <output className="schedule-form__estimate" aria-live="polite">
        {estimate === null ? '' : fr.estimate(formatEuros(estimate))}
      </output>
      <FormErrors messages={form.others} />
      <HighRateQuestion confirm={highRates} />
      <div className="end-action">
        <button type="submit" className="button" disabled={pending}>
          {pending ? fr.submitting : editing ? fr.save : fr.submit}
        </button>
      </div>
    </form>
  );
}
