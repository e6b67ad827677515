import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Institution, Location } from '../../../../contract/institutions.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useUpdateInstitution } from '../api/update-institution.ts';
import { fr } from '../fr.ts';
import {
  buildLocationUpdate,
  checkLocationForm,
  coordinateInput,
  formatLocation,
  mapLink,
  type LocationErrors,
  type LocationFields,
} from '../location-form.ts';
import { readLocation } from '../read-location.ts';

/** A coordinate input, its error under it and read with it. */
function CoordinateField({
  label,
  name,
  value,
  error,
  onChange,
}: {
  label: string;
  name: keyof LocationFields;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        // Text, not number: a French decimal comma must be accepted as typed.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * « Position de l'établissement » (its profile): where it is, so that each mission says how far
 * from it the professional started and ended. Set with « Utiliser ma position » (one reading
 * of this device's position, from the establishment) or by typing the coordinates, checked by
 * the contract's `Location` schema; « Retirer la position » clears it.
 */
export function InstitutionLocation({ institution }: { institution: Institution }) {
  const update = useUpdateInstitution();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [typing, setTyping] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<LocationFields>({ lat: '', lng: '' });
  const [errors, setErrors] = useState<LocationErrors>({});
  const location = institution.location;
  const busy = locating || update.isPending;

  function save(next: Location | null, done: string) {
    update.mutate(
      { id: institution.id, body: buildLocationUpdate(institution, next) },
      {
        onSuccess: () => {
          toast.success(done);
          setTyping(false);
          setProblem(null);
        },
        onError: (error) => setProblem(errorMessage(error, fr.location.failed)),
      },
    );
  }

  async function onUseMine() {
    if (busy) return;
    setProblem(null);
    setLocating(true);
    const reading = await readLocation(
      'geolocation' in navigator ? navigator.geolocation : undefined,
      window.isSecureContext,
    );
    setLocating(false);
    if (!reading.ok) {
      setProblem(reading.message);
      return;
    }
    save(reading.location, fr.location.done);
  }

  function onStartTyping() {
    setProblem(null);
    setErrors({});
    setFields({ lat: coordinateInput(location?.lat), lng: coordinateInput(location?.lng) });
    setTyping(true);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkLocationForm(fields);
    if (!check.ok) {
      setErrors(check.errors);
      const first = check.errors.lat ? 'lat' : 'lng';
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    save(check.location, fr.location.done);
  }

  function change(field: keyof LocationFields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <section className="card institution-location" aria-labelledby={titleId}>
      <h2 id={titleId} className="institution-location__title">
        {fr.location.title}
      </h2>
      <p className="institution-location__why">{fr.location.why}</p>
      {location ? (
        <p className="institution-location__current">
          <span className="institution-location__saved">{fr.location.saved}</span>{' '}
          <span className="institution-location__coordinates">{formatLocation(location)}</span>{' '}
          <a
            className="institution-location__map"
            href={mapLink(location)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {fr.location.mapLink}
            <span className="visually-hidden"> {fr.location.mapLinkHint}</span>
          </a>
        </p>
      ) : (
        <p className="institution-location__none">{fr.location.none}</p>
      )}
      {problem ? (
        <p className="inline-error" role="alert">
          {problem}
        </p>
      ) : null}
      {typing ? (
        <form ref={form} className="form-stack" onSubmit={onSubmit} noValidate>
          <p className="field__hint">{fr.location.coordinatesHint}</p>
          <div className="form-grid">
            <CoordinateField
              label={fr.location.lat}
              name="lat"
              value={fields.lat}
              error={errors.lat}
              onChange={(value) => change('lat', value)}
            />
            <CoordinateField
              label={fr.location.lng}
              name="lng"
              value={fields.lng}
              error={errors.lng}
              onChange={(value) => change('lng', value)}
            />
          </div>
          <div className="button-row">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setTyping(false);
                setErrors({});
              }}
            >
              {fr.location.cancel}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {update.isPending ? fr.saving : fr.location.saveTyped}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className="field__hint">{fr.location.useMineHint}</p>
          <div className="institution-location__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-busy={locating}
              onClick={() => void onUseMine()}
            >
              {locating ? fr.location.locating : fr.location.useMine}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={onStartTyping}
            >
              {fr.location.typeIt}
            </button>
            {location ? (
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => save(null, fr.location.removed)}
              >
                {fr.location.remove}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
