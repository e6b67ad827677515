import { Download, FileUp, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  DOCUMENT_LIMITS,
  DocumentUploadFields,
  type CredentialDocument,
  type DocumentKind,
} from '../../../../contract/credentials.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useOnline } from '../../../offline/use-online.ts';
import {
  DOCUMENT_KIND_LABELS,
  DocumentStateBadge,
  documentState,
  downloadDocument,
  formatFileSize,
  formatLocalDay,
  todayLocal,
} from '../../../ui/credential-documents.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FieldNotes, useFieldNotes } from '../../../ui/field-note.tsx';
import { formatInstantDate } from '../../../ui/format.ts';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { useDeleteDocument, useMyDocuments, useUploadDocument } from '../api/documents.ts';
import { documentsFr as fr } from '../fr.ts';

const ICON = 20;

/** What the file input offers: the three types, by extension and by type (phones read either). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const kindOptions = DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: DOCUMENT_KIND_LABELS[kind],
}));

/**
 * The browser's first look at a chosen file, before anything is sent: there, not empty, one of
 * the three types, 10 MB at most. The server checks the bytes themselves again.
 */
export function fileProblem(file: File | null): string | null {
  if (!file) return fr.fileMissing;
  const byName = /\.(pdf|jpe?g|png)$/i.test(file.name);
  const byType = (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type);
  if (!byName && !byType) return fr.fileType;
  if (file.size === 0) return fr.fileEmpty;
  if (file.size > DOCUMENT_LIMITS.maxBytes) return fr.fileTooBig;
  return null;
}

/**
 * « Justificatifs » on a professional's profile: her documents with their state (« En attente »,
 * « Vérifié », « Refusé » with the reason, « Expiré »), each downloadable and removable after
 * confirmation, and the form that sends a new one (kind, optional expiry date, the file).
 */
export function DocumentsSection({ user }: { user: Pick<User, 'id' | 'credentials_verified'> }) {
  const titleId = useId();
  const listId = useId();
  const online = useOnline();
  const documents = useMyDocuments(user.id);
  const remove = useDeleteDocument();
  const [removing, setRemoving] = useState<CredentialDocument | null>(null);

  async function download(document: CredentialDocument) {
    try {
      await downloadDocument(document);
    } catch (error) {
      toast.error(errorMessage(error, fr.downloadFailed));
    }
  }

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(fr.removed),
      onError: (error) => toast.error(errorMessage(error, fr.removeFailed)),
      onSettled: () => setRemoving(null),
    });
  }

  const list = documents.data;
  return (
    <section className="card settings__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings__title">
        {fr.title}
      </h2>
      {user.credentials_verified ? <p className="documents__ok">{fr.canClaim}</p> : null}
      <p className="settings__hint">{fr.intro}</p>
      {list === undefined ? (
        documents.isError ? (
          <p className="settings__hint">{fr.loadFailed}</p>
        ) : null
      ) : list.length === 0 ? (
        <p className="documents__none">{fr.none}</p>
      ) : (
        <>
          <h3 id={listId} className="visually-hidden">
            {fr.listLabel}
          </h3>
          <ul className="documents" aria-labelledby={listId}>
            {list.map((document) => (
              <DocumentItem
                key={document.id}
                document={document}
                online={online}
                onDownload={() => void download(document)}
                onRemove={() => setRemoving(document)}
              />
            ))}
          </ul>
        </>
      )}
      <UploadForm online={online} />
      {!online ? <p className="settings__hint">{fr.offline}</p> : null}
      <Dialog open={removing !== null} title={fr.removeTitle} onClose={() => setRemoving(null)}>
        {removing ? (
          <div className="dialog-body">
            <p>{fr.removeText(DOCUMENT_KIND_LABELS[removing.kind], removing.file_name)}</p>
            {documentState(removing) === 'verified' ? <p>{fr.removeVerifiedText}</p> : null}
            <div className="button-row">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setRemoving(null)}
              >
                {fr.keep}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={!online || remove.isPending}
                onClick={confirmRemove}
              >
                {fr.removeConfirm}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}

/** One document: what it is, its file, its dates, its state and, if refused, why. */
function DocumentItem({
  document,
  online,
  onDownload,
  onRemove,
}: {
  document: CredentialDocument;
  online: boolean;
  onDownload: () => void;
  onRemove: () => void;
}) {
  const label = DOCUMENT_KIND_LABELS[document.kind];
  const headingId = `document-${document.id}`;
  const named = `${label} ${document.file_name}`;
  return (
    <li className="document" aria-labelledby={headingId}>
      <div className="document__head">
        <h3 id={headingId} className="document__kind">
          {label}
        </h3>
        <DocumentStateBadge document={document} />
      </div>
      <p className="document__file">
        <span className="document__name">{document.file_name}</span>{' '}
        <span className="document__size">· {formatFileSize(document.size)}</span>
      </p>
      <p className="document__dates">
        {document.expires_on ? fr.expiresOn(formatLocalDay(document.expires_on)) : fr.noExpiry}
        {' · '}
        {document.status === 'verified' && document.reviewed_at
          ? fr.reviewedOn(formatInstantDate(document.reviewed_at))
          : fr.uploadedOn(formatInstantDate(document.uploaded_at))}
      </p>
      {document.status === 'refused' && document.reason ? (
        <p className="document__reason">
          <strong>{fr.reason}</strong> {document.reason}
        </p>
      ) : null}
      <div className="document__actions">
        <button type="button" className="button button--ghost" onClick={onDownload}>
          <Download size={ICON} aria-hidden="true" />
          {fr.download}
          <span className="visually-hidden"> {named}</span>
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={!online}
          onClick={onRemove}
        >
          <Trash2 size={ICON} aria-hidden="true" />
          {fr.remove}
          <span className="visually-hidden"> {named}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * « Déposer un justificatif »: the kind (a native select), the last day of validity if any, the
 * file (a big button opening the phone's picker or camera roll, the chosen name shown under
 * it). Checked in the browser first (the contract's `DocumentUploadFields`, the file's type and
 * size), then sent; the server's 413, 415 or 422 comes back in its French words.
 */
function UploadForm({ online }: { online: boolean }) {
  const titleId = useId();
  const upload = useUploadDocument();
  const form = useZodForm();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKind>('diplome');
  const fileNotes = useFieldNotes(fr.fileHint, form.errors.file);
  const chosenId = useId();
  const today = todayLocal();

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.currentTarget.files?.[0] ?? null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const expires = String(data.get('expires_on') ?? '');
    const fields = form.validate(DocumentUploadFields, {
      kind,
      ...(expires ? { expires_on: expires } : {}),
    });
    if (!fields) return;
    const problems: Record<string, string> = {};
    if (fields.expires_on && fields.expires_on < today) problems.expires_on = fr.expiresPast;
    const wrongFile = fileProblem(file);
    if (wrongFile) problems.file = wrongFile;
    if (Object.keys(problems).length > 0 || !file) {
      form.show({ fields: problems });
      return;
    }
    upload.mutate(
      { ...fields, file },
      {
        onSuccess: () => {
          element.reset();
          setFile(null);
          setKind('diplome');
          toast.success(fr.uploaded);
        },
        onError: (error) => form.serverError(error, fr.uploadFailed),
      },
    );
  }

  const busy = upload.isPending;
  return (
    <form
      className="settings__form documents__form"
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      {...form.props}
    >
      <h3 id={titleId} className="documents__form-title">
        {fr.formTitle}
      </h3>
      <SelectField
        label={fr.kind}
        name="kind"
        options={kindOptions}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as DocumentKind)}
        error={form.errors.kind}
      />
      <TextField
        label={fr.expires}
        name="expires_on"
        type="date"
        min={today}
        hint={fr.expiresHint}
        error={form.errors.expires_on}
      />
      <div className="field">
        <label
          className={
            busy
              ? 'button button--ghost documents__pick is-disabled'
              : 'button button--ghost documents__pick'
          }
        >
          <input
            id={fileNotes.id}
            type="file"
            name="file"
            accept={DOCUMENT_ACCEPT}
            className="visually-hidden"
            onChange={onChoose}
            disabled={busy}
            aria-invalid={fileNotes.aria['aria-invalid']}
            aria-describedby={[chosenId, fileNotes.aria['aria-describedby']]
              .filter(Boolean)
              .join(' ')}
          />
          <FileUp size={ICON} aria-hidden="true" />
          {file ? fr.fileChange : fr.file}
        </label>
        <p id={chosenId} className={file ? 'documents__chosen' : 'documents__chosen is-empty'}>
          {file ? `${file.name} · ${formatFileSize(file.size)}` : fr.fileNone}
        </p>
        <FieldNotes
          hint={fr.fileHint}
          hintId={fileNotes.hintId}
          error={form.errors.file}
          errorId={fileNotes.errorId}
        />
      </div>
      <FormErrors messages={form.others} />
      <button type="submit" className="button button--block" disabled={!online || busy}>
        {busy ? fr.submitting : fr.submit}
      </button>
    </form>
  );
}
