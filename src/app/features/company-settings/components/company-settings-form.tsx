import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { CompanySettingsBody, type CompanySettings } from '../../../../contract/settings.ts';
import { call } from '../../../api/client.ts';
import { apiQuery, invalidateCalls } from '../../../api/queries.ts';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { fr } from '../fr.ts';

/** « FR7630006000011234567890189 » → « FR76 3000 6000 0112 3456 7890 189 », easier to check. */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * « Société » (administrator): the platform's name, SIREN, VAT number, address, IBAN, BIC and
 * VAT rate, checked in the browser by the contract's own schema before `PUT /settings/company`.
 */
export function CompanySettingsScreen() {
  usePageTitle(fr.title);
  const settings = useQuery(apiQuery('getCompanySettings'));
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={fr.subtitle} />
      {settings.isError ? <p className="inline-error">{fr.loadFailed}</p> : null}
      {settings.data ? (
        <CompanySettingsForm current={settings.data} />
      ) : settings.isPending ? (
        <p className="empty-text">{fr.loading}</p>
      ) : null}
    </section>
  );
}

function CompanySettingsForm({ current }: { current: CompanySettings }) {
  const queryClient = useQueryClient();
  const form = useZodForm();
  const { errors } = form;
  const save = useMutation({
    mutationFn: (body: CompanySettingsBody) => call('putCompanySettings', { body }),
    onSuccess: () => invalidateCalls(queryClient, ['getCompanySettings']),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '');
    const rate = text('vat_rate').trim().replace(',', '.');
    const input = {
      name: text('name'),
      siren: text('siren'),
      vat_number: text('vat_number'),
      address: text('address'),
      iban: text('iban'),
      bic: text('bic'),
      vat_rate: rate === '' ? Number.NaN : Number(rate),
    };
    // The contract's schema first: each problem under its field, nothing sent.
    if (!form.validate(CompanySettingsBody, input)) return;
    save.mutate(input as CompanySettingsBody, {
      onSuccess: () => toast.success(fr.saved),
      onError: (error) => form.serverError(error, fr.saveFailed),
    });
  }

  return (
    <form className="card form-stack" onSubmit={onSubmit} {...form.props}>
      <div className="form-grid">
        <TextField
          label={fr.name}
          name="name"
          defaultValue={current.name}
          autoComplete="organization"
          required
          wide
          error={errors.name}
        />
        <TextField
          label={fr.siren}
          name="siren"
          defaultValue={current.siren}
          inputMode="numeric"
          autoComplete="off"
          hint={fr.sirenHint}
          error={errors.siren}
        />
        <TextField
          label={fr.vatNumber}
          name="vat_number"
          defaultValue={current.vat_number}
          autoComplete="off"
          hint={fr.vatNumberHint}
          error={errors.vat_number}
        />
        <TextField
          label={fr.address}
          name="address"
          defaultValue={current.address}
          autoComplete="street-address"
          hint={fr.addressHint}
          wide
          error={errors.address}
        />
        <TextField
          label={fr.vatRate}
          name="vat_rate"
          defaultValue={String(current.vat_rate).replace('.', ',')}
          inputMode="decimal"
          hint={fr.vatRateHint}
          required
          error={errors.vat_rate}
        />
      </div>
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{fr.bankLegend}</legend>
        <p className="field__hint">{fr.bankHint}</p>
        <div className="form-grid">
          <TextField
            label={fr.iban}
            name="iban"
            defaultValue={groupIban(current.iban)}
            autoComplete="off"
            spellCheck={false}
            wide
            error={errors.iban}
          />
          <TextField
            label={fr.bic}
            name="bic"
            defaultValue={current.bic}
            autoComplete="off"
            spellCheck={false}
            error={errors.bic}
          />
        </div>
      </fieldset>
      <FormErrors messages={form.others} />
      <div className="end-action">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? fr.saving : fr.save}
        </button>
      </div>
    </form>
  );
}
