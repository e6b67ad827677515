import { type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { userDisplayName } from '../../../ui/user-name.ts';
import { useUpdateMyBank } from '../api/bank.ts';
import { bankFr } from '../bank-fr.ts';
import { ProfileCard } from './account-sections.tsx';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/**
 * « Coordonnées bancaires » of a professional: the account she is paid on, shown masked once
 * saved, and the form to give or change it (`PUT /users/me/bank`), checked in the browser by
 * the contract's `BankBody` (the same IBAN check as the server's: a wrong key is marked under
 * the field before anything is sent). The IBAN field starts empty: the full number is never
 * sent back to the app.
 */
export function BankDetails({ user }: { user: User }) {
  const update = useUpdateMyBank();
  const form = useZodForm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    // The IBAN check (ibantools) loads with the form's first use, not with the app.
    const { BankBody } = await import('../../../../contract/bank.ts');
    const body = form.validate(BankBody, {
      iban: text(data, 'iban'),
      holder: text(data, 'holder'),
    });
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => {
        const iban = element.elements.namedItem('iban');
        if (iban instanceof HTMLInputElement) iban.value = '';
        toast.success(bankFr.saved);
      },
      onError: (error) => form.serverError(error, bankFr.failed),
    });
  }

  return (
    <ProfileCard id="settings-bank" title={bankFr.title}>
      <p className="settings__hint">{bankFr.intro}</p>
      {user.iban_masked ? (
        <dl className="settings__bank-current">
          <dt>{bankFr.current}</dt>
          <dd>
            <span className="settings__iban" data-testid="iban-masked">
              {user.iban_masked}
            </span>
            {user.bank_holder ? <span>{bankFr.holderOf(user.bank_holder)}</span> : null}
          </dd>
        </dl>
      ) : (
        <p className="settings__hint">{bankFr.none}</p>
      )}
      <form className="settings__form" onSubmit={(e) => void onSubmit(e)} {...form.props}>
        <TextField
          label={bankFr.iban}
          name="iban"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder="FR76 …"
          hint={bankFr.ibanHint}
          required
          error={form.errors.iban}
        />
        <TextField
          label={bankFr.holder}
          name="holder"
          autoComplete="name"
          defaultValue={user.bank_holder ?? userDisplayName(user)}
          maxLength={70}
          required
          error={form.errors.holder}
        />
        <FormErrors messages={form.others} />
        <button type="submit" className="button button--block" disabled={update.isPending}>
          {update.isPending ? bankFr.saving : user.iban_masked ? bankFr.change : bankFr.save}
        </button>
        <p className="settings__hint">{bankFr.masked}</p>
      </form>
    </ProfileCard>
  );
}
