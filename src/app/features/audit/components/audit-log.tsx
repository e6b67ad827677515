import { useEffect, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { AuditEntry } from '../../../../contract/audit.ts';
import { localInputToInstant } from '../../../../domain/time/local-input-to-instant.ts';
import { isApiError } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/paged.ts';
import { useOnline } from '../../../offline/use-online.ts';
import { formatInstantDateTime } from '../../../ui/format.ts';
import { ListFilters, ListMore } from '../../../ui/list-controls.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { actionLabel, fr } from '../fr.ts';
import { describeDetail } from '../describe-detail.ts';
import '../audit.css';

/** A person or an object the list is narrowed to, by id, with what the screen calls it. */
interface Focus {
  id: string;
  label: string;
}

function loadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return fr.sessionExpired;
  if (isApiError(error) && error.status === 403) return fr.forbidden;
  return fr.loadFailed;
}

/** The day after `date` (YYYY-MM-DD), for an inclusive « Au ». */
function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Midnight of a local day in the business time zone, as the API's instant. */
const startOfDay = (date: string) =>
  date ? (localInputToInstant(`${date}T00:00`, appTimeZone()) ?? undefined) : undefined;

/**
 * The administrator's audit log: newest first, 50 at a time, narrowed by dates, to one
 * person's decisions (a tap on her name) or to one object's history.
 */
export function AuditLog({ onSessionExpired }: { onSessionExpired: () => void }) {
  usePageTitle(fr.title);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [actor, setActor] = useState<Focus | null>(null);
  const [object, setObject] = useState<Focus | null>(null);
  const badOrder = from !== '' && to !== '' && to < from;
  const pages = useInfiniteQuery({
    ...pagedQuery('listAudit', {
      actor: actor?.id,
      object: object?.id,
      from: startOfDay(from),
      to: to && !badOrder ? startOfDay(nextDay(to)) : undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const online = useOnline();
  const filtered = from !== '' || to !== '' || actor !== null || object !== null;

  const { error } = pages;
  useEffect(() => {
    if (!error) return;
    const expired = isApiError(error) && error.status === 401;
    toast.error(loadErrorMessage(error), {
      toastId: expired ? 'session-expired' : 'audit-load-error',
    });
    if (expired) onSessionExpired();
  }, [error, onSessionExpired]);

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={fr.subtitle} />
      <ListFilters label={fr.filters.label}>
        <TextField
          label={fr.filters.from}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={fr.filters.to}
          type="date"
          value={to}
          min={from || undefined}
          error={badOrder ? fr.filters.datesOrder : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        {actor ? <p className="audit-focus">{fr.filters.byActor(actor.label)}</p> : null}
        {object ? <p className="audit-focus">{fr.filters.byObject(object.label)}</p> : null}
        {filtered ? (
          <button
            type="button"
            className="button button--ghost list-filters__reset"
            onClick={() => {
              setFrom('');
              setTo('');
              setActor(null);
              setObject(null);
            }}
          >
            {fr.filters.reset}
          </button>
        ) : null}
      </ListFilters>
      <ListStates
        query={pages}
        failedText={loadErrorMessage(pages.error)}
        emptyText={filtered ? fr.filters.noMatch : fr.empty}
      >
        {(lines) => (
          <>
            <ol className="audit-list card">
              {lines.map((line) => (
                <AuditLine
                  key={`${line.at}-${line.action}-${line.object_id}`}
                  line={line}
                  onActor={setActor}
                  onObject={setObject}
                />
              ))}
            </ol>
            <ListMore countText={fr.shownCount(lines.length)} pages={pages} offline={!online} />
          </>
        )}
      </ListStates>
    </section>
  );
}

function AuditLine({
  line,
  onActor,
  onObject,
}: {
  line: AuditEntry;
  onActor: (focus: Focus) => void;
  onObject: (focus: Focus) => void;
}) {
  const actorName = line.actor_id === null ? fr.platform : (line.actor_name ?? fr.unknownActor);
  const type = fr.objectTypes[line.object_type] ?? line.object_type;
  const objectLabel = line.object_label ? `${type} · ${line.object_label}` : type;
  const detail = describeDetail(line);
  return (
    <li className="audit-line">
      <time className="audit-line__at" dateTime={line.at}>
        {formatInstantDateTime(line.at)}
      </time>
      <p className="audit-line__what">
        <strong>{actionLabel(line.action)}</strong>
        {detail ? <span className="audit-line__detail"> — {detail}</span> : null}
      </p>
      <p className="audit-line__who">
        {line.actor_id === null ? (
          <span>{actorName}</span>
        ) : (
          <button
            type="button"
            className="audit-line__link"
            aria-label={fr.filters.actorButton(actorName)}
            onClick={() => onActor({ id: line.actor_id ?? '', label: actorName })}
          >
            {actorName}
          </button>
        )}
        <button
          type="button"
          className="audit-line__link"
          aria-label={fr.filters.objectButtonLabel(objectLabel)}
          onClick={() => onObject({ id: line.object_id, label: objectLabel })}
        >
          {objectLabel}
        </button>
      </p>
    </li>
  );
}
