import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { AuthHeading, AuthSwitch } from '../../../ui/auth-layout.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { HighRateQuestion, useHighRateConfirm } from '../../../ui/money-field.tsx';
import { hourlyRatesOf, TariffInputs } from '../../../ui/tariff-inputs.tsx';
import { EmailField, TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { postRegister } from '../api/register.ts';
import { buildRegisterBody, INSTITUTION_ROLE, NURSE_ROLE } from '../build-register-body.ts';
import { PASSWORD_MIN } from '../../../../contract/limits.ts';
import { fr, roleOptions } from '../fr.ts';

/**
 * The registration form (docs/product-rules.md §1). A new account waits for the admin. The
 * contract's `RegisterBody` (loaded on the first submit, to keep the first screen light) checks
 * it in the browser: each problem under its field, the first one focused, nothing sent.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const form = useZodForm();
  const { errors } = form;
  const highRates = useHighRateConfirm(form.props.ref);
  const [role, setRole] = useState<string>('nurse');
  const [submitting, setSubmitting] = useState(false);
  const isInstitution = role === INSTITUTION_ROLE;
  const isNurse = role === NURSE_ROLE;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const body = buildRegisterBody(new FormData(event.currentTarget));
    setSubmitting(true);
    try {
      const { RegisterBody } = await import('../../../../contract/auth.ts');
      if (body.tarification && !highRates.passes(hourlyRatesOf(body.tarification))) return;
      if (!form.validate(RegisterBody, body)) return;
      await postRegister(body);
      toast.success(fr.success);
      void navigate('/login', { state: { registered: true } });
    } catch (error) {
      form.serverError(error, fr.failed);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <AuthHeading title={fr.title} description={fr.subtitle} />
      <form className="auth__form" onSubmit={onSubmit} {...form.props}>
        <div className="auth__grid">
          <TextField
            label={fr.firstName}
            name="first_name"
            autoComplete="given-name"
            required
            hint={isInstitution ? fr.contactHint : undefined}
            error={errors.first_name}
          />
          <TextField
            label={fr.lastName}
            name="last_name"
            autoComplete="family-name"
            required
            error={errors.last_name}
          />
          <EmailField label={fr.email} name="email" required wide error={errors.email} />
          <TextField
            label={fr.password}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            hint={fr.passwordHint}
            required
            wide
            error={errors.password}
          />
          <TextField
            label={fr.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone}
          />
          <TextField
            label={fr.address}
            name="address"
            autoComplete="street-address"
            required
            error={errors.address}
          />
          <SelectField
            label={fr.role}
            name="role"
            options={roleOptions}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            wide
            error={errors.role}
          />
          {isNurse ? (
            <TextField
              label={fr.rpps}
              name="rpps"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              hint={fr.rppsHint}
              wide
              error={errors.rpps}
            />
          ) : null}
          {isInstitution ? (
            <TextField
              label={fr.institutionName}
              name="name"
              autoComplete="organization"
              required
              wide
              error={errors.name}
            />
          ) : null}
          {isInstitution ? (
            <TextField
              label={fr.siret}
              name="siret"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              hint={fr.siretHint}
              wide
              error={errors.siret}
            />
          ) : null}
        </div>
        {isInstitution ? (
          <fieldset className="fieldset">
            <legend className="fieldset__legend">{fr.tariffsLegend}</legend>
            <div className="auth__grid">
              <TariffInputs errors={errors} />
            </div>
          </fieldset>
        ) : null}
        <FormErrors messages={form.others} />
        <HighRateQuestion confirm={highRates} />
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitting ? fr.submitting : fr.submit}
        </button>
      </form>
      <AuthSwitch question={fr.haveAccount} to="/login" link={fr.loginLink} />
    </>
  );
}
