import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import type { Member, MemberInvitation } from '../../../../contract/members.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { institutionIdOf, isInstitutionOwner } from '../../../session/acting-for.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatInstantDate } from '../../../ui/format.ts';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmailField, TextField } from '../../../ui/text-field.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { membersQueryOptions, useInviteMember, useRemoveMember } from '../api/members.ts';
import { fr } from '../fr.ts';
import '../members.css';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');
const nameOf = (m: Pick<Member, 'first_name' | 'last_name'>) => `${m.first_name} ${m.last_name}`;

/**
 * /equipe: the establishment's team. Its owner (and only it, like the admin on the server) sees
 * the managers, invites a colleague and removes one after confirming; a member is told who
 * manages the team.
 */
export function MembersScreen({ user }: { user: User }) {
  usePageTitle(fr.title);
  const institutionId = institutionIdOf(user) ?? user.id;
  const owner = isInstitutionOwner(user);
  return (
    <section className="page members" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={fr.subtitle} />
      {owner ? (
        <>
          <h2 className="members__heading members__list-heading">{fr.listTitle}</h2>
          <TeamList institutionId={institutionId} />
          <InviteForm institutionId={institutionId} />
        </>
      ) : (
        <p className="card members__note">{fr.memberOnly}</p>
      )}
    </section>
  );
}

function TeamList({ institutionId }: { institutionId: string }) {
  const members = useQuery(membersQueryOptions(institutionId));
  const [removing, setRemoving] = useState<Member | null>(null);
  useErrorToast(members.error, fr.loadFailed, 'members-load-error');
  return (
    <>
      <ListStates query={members} failedText={fr.loadFailed} emptyText={fr.empty}>
        {(list) => (
          <ul className="card-list members__list" aria-label={fr.title}>
            {list.map((m) => (
              <li key={m.id} className="card members__item">
                <div className="members__who">
                  <p className="members__name">{nameOf(m)}</p>
                  <p className="members__email">{m.email}</p>
                  <p className="members__since">
                    <span className={m.owner ? 'badge badge--info' : 'badge'}>
                      {m.owner ? fr.owner : fr.member}
                    </span>{' '}
                    {fr.since(formatInstantDate(m.created_at))}
                  </p>
                </div>
                {m.owner ? null : (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={`${fr.remove} ${nameOf(m)}`}
                    onClick={() => setRemoving(m)}
                  >
                    {fr.remove}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <Dialog open={removing !== null} title={fr.removeTitle} onClose={() => setRemoving(null)}>
        {removing ? (
          <RemoveMember
            institutionId={institutionId}
            member={removing}
            onDone={() => setRemoving(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function RemoveMember({
  institutionId,
  member,
  onDone,
}: {
  institutionId: string;
  member: Member;
  onDone: () => void;
}) {
  const remove = useRemoveMember(institutionId);
  return (
    <div className="members__confirm">
      <p>{fr.confirmRemove(nameOf(member))}</p>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(member.id, {
              onSuccess: () => {
                toast.success(fr.removed(nameOf(member)));
                onDone();
              },
              onError: (failure) => toast.error(errorMessage(failure, fr.removeFailed)),
            })
          }
        >
          {remove.isPending ? fr.removing : fr.remove}
        </button>
      </div>
    </div>
  );
}

function InviteForm({ institutionId }: { institutionId: string }) {
  const form = useZodForm();
  const invite = useInviteMember(institutionId);
  const [sent, setSent] = useState<{ name: string; answer: MemberInvitation } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const { MemberInviteBody } = await import('../../../../contract/members.ts');
    // The server's own schema: the same refusals, in the same words, before the call.
    const body = form.validate(MemberInviteBody, {
      email: text(data, 'email'),
      first_name: text(data, 'first_name'),
      last_name: text(data, 'last_name'),
    });
    if (!body) return;
    try {
      const answer = await invite.mutateAsync(body);
      setSent({ name: `${body.first_name} ${body.last_name}`, answer });
      element.reset();
    } catch (error) {
      form.serverError(error, fr.inviteFailed);
    }
  }

  return (
    <div className="card members__invite">
      <h2 className="members__heading">{fr.inviteTitle}</h2>
      <p className="members__hint">{fr.inviteHint}</p>
      <form className="members__form" onSubmit={(e) => void onSubmit(e)} {...form.props}>
        <TextField
          label={fr.firstName}
          name="first_name"
          autoComplete="off"
          required
          error={form.errors.first_name}
        />
        <TextField
          label={fr.lastName}
          name="last_name"
          autoComplete="off"
          required
          error={form.errors.last_name}
        />
        <EmailField
          label={fr.email}
          name="email"
          autoComplete="off"
          required
          wide
          error={form.errors.email}
        />
        <FormErrors messages={form.others} />
        <button type="submit" className="button members__submit" disabled={invite.isPending}>
          {invite.isPending ? fr.inviting : fr.invite}
        </button>
      </form>
      {sent ? <InvitationLink name={sent.name} answer={sent.answer} /> : null}
    </div>
  );
}

function InvitationLink({ name, answer }: { name: string; answer: MemberInvitation }) {
  const url = answer.invitation_url;
  return (
    <div className="members__sent" role="status">
      <p className="members__sent-title">{fr.invited(name)}</p>
      <p>{answer.mailed ? fr.linkMailed : fr.linkToGive}</p>
      <div className="members__link">
        <input
          className="field__input"
          aria-label={fr.linkLabel}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(url)
              .then(() => toast.success(fr.copied))
              .catch(() => undefined)
          }
        >
          {fr.copy}
        </button>
      </div>
    </div>
  );
}
