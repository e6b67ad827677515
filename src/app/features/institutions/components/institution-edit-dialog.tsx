import type { FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { InstitutionUpdateBody, type Institution } from '../../../../contract/institutions.ts';
import { isApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { HighRateQuestion, useHighRateConfirm } from '../../../ui/money-field.tsx';
import { hourlyRatesOf, TariffInputs } from '../../../ui/tariff-inputs.tsx';
import { TARIFF_KEYS } from '../../../ui/tariffs.ts';
import { EmailField, TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { useUpdateInstitution } from '../api/update-institution.ts';
import { fr } from '../fr.ts';
import { buildInstitutionUpdate, type TariffField } from '../institution-form.ts';

/** « Modifier »: name, email, phone, address and one numeric input per tariff (docs/product-rules.md §4, §8). */
export function InstitutionEditDialog({
  institution,
  onClose,
}: {
  /** The establishment being edited; null when the dialog is closed. */
  institution: Institution | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={institution !== null} title={fr.editTitle} onClose={onClose}>
      {institution ? (
        <EditForm key={institution.id} institution={institution} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function EditForm({ institution, onClose }: { institution: Institution; onClose: () => void }) {
  const update = useUpdateInstitution();
  const form = useZodForm();
  const { errors } = form;
  const highRates = useHighRateConfirm(form.props.ref);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '');
    const tariffs = {} as Record<(typeof TARIFF_KEYS)[number], TariffField>;
    for (const key of TARIFF_KEYS) tariffs[key] = { value: text(key) };
    const body = buildInstitutionUpdate({
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      address: text('address'),
      tariffs,
      siret: text('siret'),
    });
    // The contract's schema first: each problem under its field, nothing sent.
    if (!highRates.passes(hourlyRatesOf(body.tarification))) return;
    if (!form.validate(InstitutionUpdateBody, body)) return;
    update.mutate(
      { id: institution.id, body },
      {
        onSuccess: () => {
          toast.success(fr.updated);
          onClose();
        },
        onError: (error) => {
          // The toast is the specification's; the server's reason tells what to correct: under
          // its field for a 422, above the button otherwise.
          toast.error(fr.updateFailed);
          if (isApiError(error) && error.status === 422) form.serverError(error, fr.updateFailed);
          else form.show({ others: [errorMessage(error, fr.updateFailed)] });
        },
      },
    );
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} {...form.props}>
      <div className="form-grid">
        <TextField
          label={fr.name}
          name="name"
          defaultValue={institution.name}
          autoComplete="organization"
          required
          wide
          error={errors.name}
        />
        <EmailField
          label={fr.email}
          name="email"
          defaultValue={institution.email}
          required
          error={errors.email}
        />
        <TextField
          label={fr.phone}
          name="phone"
          type="tel"
          defaultValue={institution.phone}
          autoComplete="tel"
          required
          error={errors.phone}
        />
        <TextField
          label={fr.address}
          name="address"
          defaultValue={institution.address}
          autoComplete="street-address"
          required
          wide
          error={errors.address}
        />
        <TextField
          label={fr.siret}
          name="siret"
          defaultValue={institution.siret ?? ''}
          inputMode="numeric"
          autoComplete="off"
          hint={fr.siretHint}
          error={errors.siret}
        />
      </div>
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{fr.tariffsLegend}</legend>
        <p className="field__hint">{fr.tariffsHint}</p>
        <div className="form-grid">
          <TariffInputs current={institution.tarification} errors={errors} />
        </div>
      </fieldset>
      <FormErrors messages={form.others} />
      <HighRateQuestion confirm={highRates} />
      <div className="end-action">
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? fr.saving : fr.save}
        </button>
      </div>
    </form>
  );
}
