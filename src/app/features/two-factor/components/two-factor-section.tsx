import { Copy, Download, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { TwoFactorSetup } from '../../../../contract/auth.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { setEnrolmentRequired, useEnrolmentRequired } from '../../../session/enrolment.ts';
import { useSignedInUser } from '../../../session/session-context.ts';
import { Badge } from '../../../ui/badge.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useSetupTwoFactor,
  useTwoFactorStatus,
} from '../api.ts';
import { twoFactorFr as fr } from '../fr.ts';
import '../two-factor.css';

const ICON = 20;
/** The anchor the enrolment redirect and the login screen lead to. */
export const TWO_FACTOR_ANCHOR = 'double-authentification';

/** The secret as an app shows it: groups of four, easier to type without a mistake. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

async function copyText(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(fr.copyFailed);
  }
}

/**
 * « Double authentification » on the profile, for every role (docs/product-rules.md §22):
 * start the setup, scan the QR code (drawn here from the otpauth URL, with the `qrcode` library
 * loaded with this step only) or type the grouped secret, confirm with a code (the contract's
 * `TwoFactorCodeBody`, as the server checks it), then the ten recovery codes shown this once,
 * to copy or download. Enabled: its state, and disabling with a code.
 */
export function TwoFactorSection() {
  const titleId = useId();
  const status = useTwoFactorStatus();
  const mustEnrol = useEnrolmentRequired();
  const user = useSignedInUser();
  const section = useRef<HTMLElement>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = useSetupTwoFactor();

  // Sent here by the enrolment rule (or a link to the anchor): the section is brought into view.
  useEffect(() => {
    if (mustEnrol || window.location.hash === `#${TWO_FACTOR_ANCHOR}`) {
      section.current?.scrollIntoView({ block: 'start' });
    }
  }, [mustEnrol]);

  function start() {
    begin.mutate(undefined, {
      onSuccess: (answer) => setSetup(answer),
      onError: (error) => toast.error(errorMessage(error, fr.startFailed)),
    });
  }

  let body;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        email={user.email}
        onDone={() => {
          setCodes(null);
          setSetup(null);
        }}
      />
    );
  } else if (setup) {
    body = (
      <EnrolSteps
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(recovery) => {
          setEnrolmentRequired(false);
          toast.success(fr.enabledToast);
          setCodes(recovery);
        }}
      />
    );
  } else if (status.isPending) {
    body = <p className="settings__hint">{fr.loading}</p>;
  } else if (status.isError) {
    body = (
      <>
        <p className="settings__hint">{errorMessage(status.error, fr.loadFailed)}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void status.refetch()}
        >
          {fr.retry}
        </button>
      </>
    );
  } else if (status.data.enabled) {
    body = <DisableForm />;
  } else {
    body = (
      <>
        <p className="settings__hint">{fr.intro}</p>
        <button
          type="button"
          className="button button--block"
          disabled={begin.isPending}
          onClick={start}
        >
          <ShieldCheck size={ICON} aria-hidden="true" />
          {begin.isPending ? fr.starting : fr.start}
        </button>
      </>
    );
  }

  return (
    <section
      ref={section}
      id={TWO_FACTOR_ANCHOR}
      className="card settings__card two-factor"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="settings__title">
        {fr.title}
      </h2>
      {mustEnrol && !codes ? (
        <p className="settings__warning" role="alert">
          {fr.enrolmentRequired}
        </p>
      ) : null}
      {body}
    </section>
  );
}

/** The otpauth URL as a QR code, drawn in the browser (SVG), with its text alternative. */
function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [url]);
  if (failed) return <p className="settings__warning">{fr.qrFailed}</p>;
  if (!src) return <p className="settings__hint two-factor__qr-wait">{fr.qrDrawing}</p>;
  return <img className="two-factor__qr" src={src} alt={fr.qrAlt} width={208} height={208} />;
}

function EnrolSteps({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const scanId = useId();
  const secretId = useId();
  const secretHintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const enable = useEnableTwoFactor();
  const form = useZodForm();
  const grouped = groupSecret(setup.secret);

  // The steps replace the button she pressed: the focus goes to their first heading.
  useEffect(() => heading.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (enable.isPending) return;
    const data = new FormData(event.currentTarget);
    const { TwoFactorCodeBody } = await import('../../../../contract/auth.ts');
    const body = form.validate(TwoFactorCodeBody, { code: String(data.get('code') ?? '') });
    if (!body) return;
    enable.mutate(body, {
      onSuccess: (answer) => onEnabled(answer.recovery_codes),
      onError: (error) => form.serverError(error, fr.enableFailed),
    });
  }

  return (
    <div className="two-factor__steps">
      <div className="two-factor__step" aria-labelledby={scanId} role="group">
        <h3 id={scanId} ref={heading} tabIndex={-1} className="two-factor__step-title">
          {fr.scanTitle}
        </h3>
        <p className="settings__hint">{fr.scanHint}</p>
        <QrCode url={setup.otpauth_url} />
        <div className="field">
          <span className="field__label" id={secretId}>
            {fr.secretLabel}
          </span>
          <code
            className="two-factor__secret"
            aria-labelledby={secretId}
            aria-describedby={secretHintId}
            data-secret={setup.secret}
          >
            {grouped}
          </code>
          <p id={secretHintId} className="field__hint">
            {fr.secretHint}
          </p>
        </div>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void copyText(setup.secret, fr.secretCopied)}
        >
          <Copy size={ICON} aria-hidden="true" />
          {fr.copySecret}
        </button>
      </div>
      <form className="settings__form" onSubmit={(e) => void onSubmit(e)} {...form.props}>
        <h3 className="two-factor__step-title">{fr.confirmTitle}</h3>
        <TextField
          label={fr.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={32}
          required
          error={form.errors.code}
        />
        <FormErrors messages={form.others} />
        <div className="two-factor__actions">
          <button type="submit" className="button" disabled={enable.isPending}>
            {enable.isPending ? fr.confirming : fr.confirm}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {fr.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The ten recovery codes, this once: copy, download as text, and a clear warning. */
function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');

  function download() {
    const blob = new Blob([fr.codesFileHeader(email), text, '\n'], {
      type: 'text/plain;charset=utf-8',
    });
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = fr.codesFile;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1_000);
  }

  return (
    <div className="two-factor__steps" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="two-factor__step-title">
        {fr.codesTitle}
      </h3>
      <p className="settings__warning">{fr.codesWarning}</p>
      <ol className="two-factor__codes" aria-labelledby={titleId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void copyText(text, fr.codesCopied)}
        >
          <Copy size={ICON} aria-hidden="true" />
          {fr.copyCodes}
        </button>
        <button type="button" className="button button--ghost" onClick={download}>
          <Download size={ICON} aria-hidden="true" />
          {fr.downloadCodes}
        </button>
      </div>
      <button type="button" className="button button--block" onClick={onDone}>
        {fr.codesDone}
      </button>
    </div>
  );
}

/** Enabled: its state, and disabling it with a code of the app or a recovery code. */
function DisableForm() {
  const disable = useDisableTwoFactor();
  const form = useZodForm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disable.isPending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const { TwoFactorCodeBody } = await import('../../../../contract/auth.ts');
    const body = form.validate(TwoFactorCodeBody, { code: String(data.get('code') ?? '') });
    if (!body) return;
    disable.mutate(body, {
      onSuccess: () => toast.success(fr.disabledToast),
      onError: (error) => form.serverError(error, fr.disableFailed),
    });
  }

  return (
    <>
      <p className="two-factor__state">
        <Badge tone="success">{fr.enabledBadge}</Badge>
        <span>{fr.enabledText}</span>
      </p>
      <form className="settings__form" onSubmit={(e) => void onSubmit(e)} {...form.props}>
        <TextField
          label={fr.disableLabel}
          name="code"
          autoComplete="one-time-code"
          maxLength={32}
          hint={fr.disableHint}
          required
          error={form.errors.code}
        />
        <FormErrors messages={form.others} />
        <button
          type="submit"
          className="button button--danger button--block"
          disabled={disable.isPending}
        >
          {disable.isPending ? fr.disabling : fr.disable}
        </button>
      </form>
    </>
  );
}
