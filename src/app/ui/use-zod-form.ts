/**
 * One way for every form to say what is wrong, under the field concerned.
 *
 *   const form = useZodForm({ fieldOf: { dateStart: 'start' } }); // fieldOf: optional
 *   <form {...form.props} onSubmit={…}>                 // ref, noValidate, clears on edit
 *     <TextField name="email" error={form.errors.email} … />
 *     <FormErrors messages={form.others} />             // just above the submit button
 *
 *   on submit:
 *     const body = form.validate(RegisterBody, values); // the contract's schema, the server's
 *     if (!body) return;                                // errors shown, first field focused
 *     call(…).catch((error) => form.serverError(error, fr.failed));
 *
 * - `validate(schema, input)`: `schema.safeParse`; on failure each message goes under its field
 *   (`aria-invalid`, `aria-describedby` by `TextField`/`SelectField`'s `error`), the first
 *   invalid field takes the focus, and null is returned: nothing is sent.
 * - `serverError(error, fallback)`: a 422 (`{detail: [{loc, msg}]}`) is placed the same way by
 *   `loc`; what matches no field (or a 422 with a plain sentence) shows once in `others`, above
 *   the submit button. Any other
 *   failure (403, 409, no network) is an outcome: a toast of the server's sentence, or
 *   `fallback`. Returns true when the answer was shown in the form.
 * - `show({fields, others})`: a check of the form's own (a date order, a choice) shown alike.
 * - `clear()`: forget every error (a dialog reopened).
 *
 * Fields are found by their `name` in the form: a body key with another name is mapped by
 * `fieldOf` (body key or dotted path → field name). Toasts stay for outcomes only.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { toast } from 'react-toastify/unstyled';
import { isApiError } from '../api/client.ts';
import { errorMessage } from '../api/error-message.ts';
import {
  detailProblems,
  focusFirstInvalid,
  parseForm,
  placeProblems,
  type PlacedProblems,
  type SafeParser,
} from './field-errors.ts';

const NONE: PlacedProblems = { fields: {}, others: [] };

export interface ZodForm {
  /** Spread on the `<form>`: its ref, `noValidate` (French messages, not the browser's), and
   * an edit handler that removes the edited field's error. */
  props: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Message under each field, by field name. */
  errors: Readonly<Record<string, string>>;
  /** Messages about no field, shown once above the submit button. */
  others: readonly string[];
  validate<T>(schema: SafeParser<T>, input: unknown): T | null;
  serverError(error: unknown, fallback: string): boolean;
  show(problems: Partial<PlacedProblems>): void;
  clear(): void;
}

export function useZodForm(options: { fieldOf?: Readonly<Record<string, string>> } = {}): ZodForm {
  const { fieldOf } = options;
  const ref = useRef<HTMLFormElement | null>(null);
  const [placed, setPlaced] = useState<PlacedProblems>(NONE);
  const [focusAsked, setFocusAsked] = useState(0);

  // After the errors are drawn, the first marked field takes the focus (it reads its error).
  useEffect(() => {
    if (focusAsked > 0) focusFirstInvalid(ref.current);
  }, [focusAsked]);

  const isField = useCallback((name: string) => ref.current?.elements.namedItem(name) != null, []);

  const show = useCallback((problems: Partial<PlacedProblems>) => {
    setPlaced({ fields: problems.fields ?? {}, others: problems.others ?? [] });
    setFocusAsked((n) => n + 1);
  }, []);

  const validate = useCallback(
    <T>(schema: SafeParser<T>, input: unknown): T | null => {
      const parsed = parseForm(schema, input, { fieldOf, isField });
      if (parsed.ok) {
        setPlaced(NONE);
        return parsed.data;
      }
      show(parsed);
      return null;
    },
    [fieldOf, isField, show],
  );

  const serverError = useCallback(
    (error: unknown, fallback: string): boolean => {
      if (isApiError(error) && error.status === 422) {
        // Invalid input is the form's business, never a toast: a sentence alone (« Une mission
        // dure au plus 12 h… ») shows above the button.
        const problems = detailProblems(error.detail) ?? [
          { path: [], message: errorMessage(error, fallback) },
        ];
        show(placeProblems(problems, { fieldOf, isField }));
        return true;
      }
      toast.error(errorMessage(error, fallback));
      return false;
    },
    [fieldOf, isField, show],
  );

  const onChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string' || name === '') return;
    setPlaced((current) => {
      if (current.fields[name] === undefined) return current;
      const fields = { ...current.fields };
      delete fields[name];
      return { ...current, fields };
    });
  }, []);

  const clear = useCallback(() => setPlaced(NONE), []);

  return useMemo(
    () => ({
      props: { ref, noValidate: true as const, onChange },
      errors: placed.fields,
      others: placed.others,
      validate,
      serverError,
      show,
      clear,
    }),
    [placed, onChange, validate, serverError, show, clear],
  );
}
