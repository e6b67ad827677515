import { Check, Download, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import type { CredentialDocument } from '../../../../contract/credentials.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Badge } from '../../../ui/badge.tsx';
import {
  DOCUMENT_KIND_LABELS,
  DocumentStateBadge,
  downloadDocument,
  formatFileSize,
  formatLocalDay,
} from '../../../ui/credential-documents.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FieldNotes, useFieldNotes } from '../../../ui/field-note.tsx';
import { formatInstantDate } from '../../../ui/format.ts';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { useSeen } from '../../../ui/use-seen.ts';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { useDecideDocument, useUserDocuments, useVerifyRpps } from '../api/credentials.ts';
import { fr } from '../fr.ts';

const ICON = 18;

/**
 * A professional's credentials on the administrator's users screen: whether she may claim open
 * missions, a nurse's RPPS number with its state and « Vérifier le RPPS », then her documents,
 * each downloadable and, while waiting, « Vérifier » or « Refuser » (with a reason she will
 * read, asked in a dialog).
 */
export function CredentialsPanel({
  user,
  name,
}: {
  user: Pick<
    User,
    'id' | 'role' | 'rpps' | 'rpps_verified_at' | 'rpps_verified_by' | 'credentials_verified'
  >;
  name: string;
}) {
  const titleId = useId();
  // One request per card: made when the card comes near the screen, not for the whole roster.
  const [sectionRef, seen] = useSeen<HTMLElement>();
  const documents = useUserDocuments(user.id, seen);
  const verifyRpps = useVerifyRpps();
  const decide = useDecideDocument();
  const [refusing, setRefusing] = useState<CredentialDocument | null>(null);

  function onVerifyRpps() {
    verifyRpps.mutate(user.id, {
      onSuccess: () => toast.success(fr.rppsVerifiedToast),
      onError: (error) => toast.error(errorMessage(error, fr.rppsFailed)),
    });
  }

  function onVerify(document: CredentialDocument) {
    decide.mutate(
      { id: document.id, body: { status: 'verified' } },
      {
        onSuccess: () => toast.success(fr.verified),
        onError: (error) => toast.error(errorMessage(error, fr.decideFailed)),
      },
    );
  }

  async function onDownload(document: CredentialDocument) {
    try {
      await downloadDocument(document);
    } catch (error) {
      toast.error(errorMessage(error, fr.downloadFailed));
    }
  }

  const list = documents.data;
  return (
    <section ref={sectionRef} className="credentials" aria-labelledby={titleId}>
      <div className="credentials__head">
        <h3 id={titleId} className="credentials__title">
          {fr.credentialsTitle}
          <span className="visually-hidden"> — {name}</span>
        </h3>
        <Badge tone={user.credentials_verified ? 'success' : 'warning'}>
          {user.credentials_verified ? fr.canClaim : fr.cannotClaim}
        </Badge>
      </div>
      {user.role === 'nurse' ? (
        <div className="credentials__rpps">
          <p className="credentials__rpps-line">
            <span className="credentials__label">{fr.rppsLabel}</span>{' '}
            <span className="credentials__rpps-number">{user.rpps ?? fr.rppsNone}</span>
            {user.rpps ? (
              <>
                {' '}
                <Badge tone={user.rpps_verified_at ? 'success' : 'warning'}>
                  {user.rpps_verified_at
                    ? fr.rppsVerified(
                        formatInstantDate(user.rpps_verified_at),
                        user.rpps_verified_by,
                      )
                    : fr.rppsToCheck}
                </Badge>
              </>
            ) : null}
          </p>
          {user.rpps && !user.rpps_verified_at ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={verifyRpps.isPending}
              onClick={onVerifyRpps}
            >
              <Check size={ICON} aria-hidden="true" />
              {verifyRpps.isPending ? fr.rppsVerifying : fr.rppsVerify}
              <span className="visually-hidden"> {name}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {list === undefined ? (
        <p className="credentials__note">
          {documents.isError ? fr.documentsFailed : fr.documentsLoading}
        </p>
      ) : list.length === 0 ? (
        <p className="credentials__note">{fr.documentsNone}</p>
      ) : (
        <ul className="credentials__documents" aria-label={fr.credentialsTitleOf(name)}>
          {list.map((document) => {
            const kind = DOCUMENT_KIND_LABELS[document.kind];
            const busy = decide.isPending && decide.variables.id === document.id;
            const named = `${kind} ${document.file_name} — ${name}`;
            return (
              <li key={document.id} className="credential">
                <div className="credential__what">
                  <p className="credential__kind">
                    <strong>{kind}</strong> <DocumentStateBadge document={document} />
                  </p>
                  <p className="credential__file">
                    {document.file_name} · {formatFileSize(document.size)}
                  </p>
                  <p className="credential__dates">
                    {document.expires_on
                      ? fr.expiresOn(formatLocalDay(document.expires_on))
                      : fr.noExpiry}
                    {' · '}
                    {document.reviewed_at
                      ? fr.reviewedBy(
                          document.status === 'refused',
                          formatInstantDate(document.reviewed_at),
                          document.reviewed_by,
                        )
                      : fr.uploadedOn(formatInstantDate(document.uploaded_at))}
                  </p>
                  {document.status === 'refused' && document.reason ? (
                    <p className="credential__reason">
                      <strong>{fr.reason}</strong> {document.reason}
                    </p>
                  ) : null}
                </div>
                <div className="credential__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void onDownload(document)}
                  >
                    <Download size={ICON} aria-hidden="true" />
                    {fr.download}
                    <span className="visually-hidden"> {named}</span>
                  </button>
                  {document.status === 'pending' ? (
                    <>
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        onClick={() => onVerify(document)}
                      >
                        <Check size={ICON} aria-hidden="true" />
                        {fr.verify}
                        <span className="visually-hidden"> {named}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        disabled={busy}
                        onClick={() => setRefusing(document)}
                      >
                        <X size={ICON} aria-hidden="true" />
                        {fr.refuse}
                        <span className="visually-hidden"> {named}</span>
                      </button>
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={refusing !== null} title={fr.refuseTitle} onClose={() => setRefusing(null)}>
        {refusing ? (
          <RefuseForm document={refusing} name={name} onDone={() => setRefusing(null)} />
        ) : null}
      </Dialog>
    </section>
  );
}

/** The refusal's reason, required (the contract's `DocumentDecisionBody`), then the decision. */
function RefuseForm({
  document,
  name,
  onDone,
}: {
  document: CredentialDocument;
  name: string;
  onDone: () => void;
}) {
  const decide = useDecideDocument();
  const form = useZodForm();
  const notes = useFieldNotes(fr.refuseReasonHint, form.errors.reason);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (decide.isPending) return;
    const data = new FormData(event.currentTarget);
    const { DocumentDecisionBody } = await import('../../../../contract/credentials.ts');
    const body = form.validate(DocumentDecisionBody, {
      status: 'refused',
      reason: String(data.get('reason') ?? ''),
    });
    if (!body) return;
    decide.mutate(
      { id: document.id, body },
      {
        onSuccess: () => {
          toast.success(fr.refused);
          onDone();
        },
        onError: (error) => form.serverError(error, fr.decideFailed),
      },
    );
  }

  return (
    <form className="users-dialog" onSubmit={(e) => void onSubmit(e)} {...form.props}>
      <p>{fr.refuseWhat(DOCUMENT_KIND_LABELS[document.kind], document.file_name, name)}</p>
      <div className="field">
        <label className="field__label" htmlFor={notes.id}>
          {fr.refuseReason}
        </label>
        <textarea
          id={notes.id}
          name="reason"
          className="field__input users-dialog__textarea"
          rows={3}
          maxLength={500}
          required
          {...notes.aria}
        />
        <FieldNotes
          hint={fr.refuseReasonHint}
          hintId={notes.hintId}
          error={form.errors.reason}
          errorId={notes.errorId}
        />
      </div>
      <FormErrors messages={form.others} />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.refuseCancel}
        </button>
        <button type="submit" className="button button--danger" disabled={decide.isPending}>
          {fr.refuseConfirm}
        </button>
      </div>
    </form>
  );
}
