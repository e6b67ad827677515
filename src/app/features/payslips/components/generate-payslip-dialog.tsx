import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { localDate } from '../../../../domain/pay/local-time.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useGeneratePayslip } from '../api/generate-payslip.ts';
import { professionalsQueryOptions } from '../api/professionals-query.ts';
import { fr } from '../fr.ts';
import { checkGenerateForm, monthOf } from '../generate-form.ts';

/**
 * The admin's « Générer fiche de paie »: a period (the current month by default) and an
 * approved professional. The server's refusal (« Aucune prestation terminée sur cette
 * période. », a missing tariff…) is the toast, as docs/product-rules.md §8 asks.
 */
export function GeneratePayslipDialog({
  open,
  onClose,
  onGenerated,
}: {
  open: boolean;
  onClose: () => void;
  onGenerated: () => void;
}) {
  return (
    <Dialog open={open} title={fr.generateTitle} onClose={onClose}>
      <GenerateForm onClose={onClose} onGenerated={onGenerated} />
    </Dialog>
  );
}

function GenerateForm({ onClose, onGenerated }: { onClose: () => void; onGenerated: () => void }) {
  const professionals = useQuery(professionalsQueryOptions());
  const generate = useGeneratePayslip();
  const [errors, setErrors] = useState<string[]>([]);
  const [period] = useState(() => monthOf(localDate(Date.now(), appTimeZone())));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generate.isPending) return;
    const data = new FormData(event.currentTarget);
    const check = checkGenerateForm({
      user_id: String(data.get('user_id') ?? ''),
      period_start: String(data.get('period_start') ?? ''),
      period_end: String(data.get('period_end') ?? ''),
    });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors([]);
    generate.mutate(check.query, {
      onSuccess: () => {
        toast.success(fr.generated);
        onGenerated();
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, fr.generateFailed)),
    });
  }

  const options = professionals.data ?? [];
  return (
    // noValidate: the French messages below replace the browser's bubbles.
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <div className="form-grid">
        <TextField
          label={fr.periodStart}
          name="period_start"
          type="date"
          defaultValue={period.start}
          required
        />
        <TextField
          label={fr.periodEnd}
          name="period_end"
          type="date"
          defaultValue={period.end}
          required
        />
        <SelectField
          label={fr.professionalSelect}
          name="user_id"
          required
          wide
          defaultValue=""
          options={[{ value: '', label: fr.chooseProfessional }, ...options]}
        />
      </div>
      {professionals.isError ? <p className="inline-error">{fr.professionalsLoadFailed}</p> : null}
      {professionals.isSuccess && options.length === 0 ? (
        <p className="empty-text">{fr.noProfessional}</p>
      ) : null}
      <FormErrors messages={errors} />
      <div className="end-action">
        <button type="submit" className="button" disabled={generate.isPending}>
          {generate.isPending ? fr.generating : fr.generateSubmit}
        </button>
      </div>
    </form>
  );
}
