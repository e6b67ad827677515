import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { HOURLY_RATE_CONFIRM } from '../../contract/limits.ts';
import { parseEuros } from '../../domain/money/parse-euros.ts';
import { formatEuros } from './format.ts';
import { fr } from './fr.ts';
import { TextField } from './text-field.tsx';

type MoneyFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'type' | 'inputMode'
> & { label: string; hint?: string; error?: string; wide?: boolean };

/**
 * Every amount a person types (docs/decisions.md « Money inputs »): a text input with the
 * decimal keypad, read by `parseEuros` (« 39,5 » and « 39.5 » alike, anything else refused by
 * the contract's schema), never a number input whose reading depends on the browser's locale.
 */
export function MoneyField(props: MoneyFieldProps) {
  return (
    <TextField type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />
  );
}

/** The text of a money input to the number sent: null when empty, NaN when not a number. */
export function moneyValue(text: string): number | null {
  return parseEuros(text);
}

export interface HighRate {
  /** The field's label, « Tarif week-end (€/h) ». */
  label: string;
  /** Its name in the form, focused by « Corriger ». */
  name: string;
  euros: number | null;
}

/**
 * « Ce tarif dépasse 200 €/h » before sending: `passes(rates)` is false (and the question shows)
 * while a rate above HOURLY_RATE_CONFIRM has not been confirmed as typed; « Oui, enregistrer »
 * confirms these very amounts and submits the form again, « Corriger » puts the cursor back in
 * the first one.
 */
export function useHighRateConfirm(form: { current: HTMLFormElement | null }) {
  const [asked, setAsked] = useState<readonly HighRate[]>([]);
  const confirmed = useRef<string | null>(null);

  const passes = useCallback((rates: readonly HighRate[]) => {
    const high = rates.filter(
      (r) => r.euros !== null && Number.isFinite(r.euros) && r.euros > HOURLY_RATE_CONFIRM,
    );
    const key = JSON.stringify(high.map((r) => [r.name, r.euros]));
    if (high.length === 0 || confirmed.current === key) {
      setAsked([]);
      return true;
    }
    confirmed.current = null;
    setAsked(high);
    return false;
  }, []);

  const confirm = useCallback(() => {
    confirmed.current = JSON.stringify(asked.map((r) => [r.name, r.euros]));
    setAsked([]);
    form.current?.requestSubmit();
  }, [asked, form]);

  const correct = useCallback(() => {
    const first = asked[0];
    setAsked([]);
    const input = first ? form.current?.elements.namedItem(first.name) : null;
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }, [asked, form]);

  return { asked, passes, confirm, correct };
}

/** The question of `useHighRateConfirm`, just above the submit button. */
export function HighRateQuestion({ confirm }: { confirm: ReturnType<typeof useHighRateConfirm> }) {
  const note = useRef<HTMLDivElement>(null);
  const shown = confirm.asked.length > 0;
  // Tapped at the foot of a long dialog: the question comes into view above the button.
  useEffect(() => {
    if (shown) note.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  if (!shown) return null;
  return (
    <div role="alert" className="confirm-note" ref={note}>
      <p>{fr.highRateIntro(`${HOURLY_RATE_CONFIRM}\u00a0€/h`)}</p>
      <ul>
        {confirm.asked.map((rate) => (
          <li key={rate.name}>
            {rate.label}&#8239;: <strong>{formatEuros(rate.euros ?? 0)}</strong>
          </li>
        ))}
      </ul>
      <p>{fr.highRateQuestion}</p>
      <div className="confirm-note__actions">
        <button type="button" className="button button--ghost" onClick={confirm.correct}>
          {fr.highRateCorrect}
        </button>
        <button type="button" className="button" onClick={confirm.confirm}>
          {fr.highRateConfirm}
        </button>
      </div>
    </div>
  );
}
