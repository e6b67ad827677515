import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { errorMessage } from '../../../api/error-message.ts';
import { AuthHeading, AuthSwitch } from '../../../ui/auth-layout.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TariffInputs } from '../../../ui/tariff-inputs.tsx';
import { EmailField, TextField } from '../../../ui/text-field.tsx';
import { postRegister } from '../api/register.ts';
import { buildRegisterBody, INSTITUTION_ROLE } from '../build-register-body.ts';
import { PASSWORD_MIN } from '../../../../contract/limits.ts';
import { fr, roleOptions } from '../fr.ts';

/** The registration form (docs/product-rules.md §1). A new account waits for the admin. */
export function RegisterForm() {
  const navigate = useNavigate();
  const [role, setRole] = useState<string>('nurse');
  const [submitting, setSubmitting] = useState(false);
  const isInstitution = role === INSTITUTION_ROLE;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const body = buildRegisterBody(new FormData(event.currentTarget));
    setSubmitting(true);
    try {
      await postRegister(body);
      toast.success(fr.success);
      void navigate('/login');
    } catch (error) {
      toast.error(errorMessage(error, fr.failed));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <AuthHeading title={fr.title} description={fr.subtitle} />
      {/* noValidate: the server's French messages replace the browser's (often English) bubbles. */}
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <div className="auth__grid">
          <TextField
            label={fr.firstName}
            name="first_name"
            autoComplete="given-name"
            required
            hint={isInstitution ? fr.contactHint : undefined}
          />
          <TextField label={fr.lastName} name="last_name" autoComplete="family-name" required />
          <EmailField label={fr.email} name="email" required wide />
          <TextField
            label={fr.password}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            hint={fr.passwordHint}
            required
            wide
          />
          <TextField label={fr.phone} name="phone" type="tel" autoComplete="tel" required />
          <TextField label={fr.address} name="address" autoComplete="street-address" required />
          <SelectField
            label={fr.role}
            name="role"
            options={roleOptions}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            wide
          />
          {isInstitution ? (
            <TextField
              label={fr.institutionName}
              name="name"
              autoComplete="organization"
              required
              wide
            />
          ) : null}
        </div>
        {isInstitution ? (
          <fieldset className="fieldset">
            <legend className="fieldset__legend">{fr.tariffsLegend}</legend>
            <div className="auth__grid">
              <TariffInputs />
            </div>
          </fieldset>
        ) : null}
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitting ? fr.submitting : fr.submit}
        </button>
      </form>
      <AuthSwitch question={fr.haveAccount} to="/login" link={fr.loginLink} />
    </>
  );
}
