import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { CreateTeamBody, UpdateTeamBody, type Team } from '../../../../contract/teams.ts';
import { apiQuery } from '../../../api/queries.ts';
import { FieldNotes, useFieldNotes } from '../../../ui/field-note.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { roleLabels } from '../../../ui/fr.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { userDisplayName } from '../../../ui/user-name.ts';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { useSaveTeam } from '../api/save-team.ts';
import { fr } from '../fr.ts';
import { adminsOf, professionalsOf } from '../team-view.ts';

const NAME_MAX = 100;

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR');
}

/**
 * Create or edit a team (admin): its name, its members among approved professionals, and its
 * referent, a member or an administrator (the server's rule, offered as such).
 *
 * The contract's own schema checks the team before anything is sent; what is wrong, in the
 * browser or in the server's 422, shows under its field: the name, the members (every box
 * marked, the message under the list) or the referent. Toasts say only how it ended.
 */
export function TeamForm({ team, onDone }: { team: Team | null; onDone: () => void }) {
  const users = useQuery(apiQuery('listUsers'));
  const save = useSaveTeam();
  const form = useZodForm();
  const [name, setName] = useState(team?.name ?? '');
  const [members, setMembers] = useState<string[]>(team?.members ?? []);
  const [referent, setReferent] = useState(team?.referent_user_id ?? '');
  const [filter, setFilter] = useState('');
  const legendId = useId();
  const membersNotes = useFieldNotes(null, form.errors.members);

  useErrorToast(users.error, fr.usersFailed, 'team-users-load-error');

  const professionals = users.data ? professionalsOf(users.data) : [];
  const admins = users.data ? adminsOf(users.data) : [];
  // Current members whose account is no longer an approved professional stay visible, so
  // that the admin sees them and can take them out.
  const known = new Set(professionals.map((u) => u.id));
  const formerNames = new Map(team?.member_names.map((m) => [m.id, m.name] as const) ?? []);
  const candidates = [
    ...professionals.map((u) => ({
      id: u.id,
      name: userDisplayName(u),
      detail: u.role === 'nurse' ? roleLabels.nurse : roleLabels.caregiver,
    })),
    ...(team?.members ?? [])
      .filter((id) => !known.has(id))
      .map((id) => ({ id, name: formerNames.get(id) ?? fr.unknown, detail: '' })),
  ];
  const wanted = fold(filter.trim());
  const shown = candidates.filter((c) => !wanted || fold(c.name).includes(wanted));

  const nameOf = new Map(candidates.map((c) => [c.id, c.name] as const));
  const referentOptions = [
    { value: '', label: fr.noReferent },
    ...admins.map((u) => ({ value: u.id, label: `${userDisplayName(u)} (${fr.adminSuffix})` })),
    ...members
      .filter((id) => !admins.some((a) => a.id === id))
      .map((id) => ({ value: id, label: nameOf.get(id) ?? fr.unknown })),
  ];

  function toggle(id: string, checked: boolean) {
    setMembers((current) =>
      checked ? [...current, id] : current.filter((memberId) => memberId !== id),
    );
    // A referent taken out of the team can no longer refer it (unless an administrator).
    if (!checked && referent === id && !admins.some((a) => a.id === id)) setReferent('');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const draft = { name, referent_user_id: referent || null, members };
    // An edit sends every field, so it is held to the same rules as a creation.
    const body = form.validate(team ? UpdateTeamBody : CreateTeamBody, draft);
    if (!body) return;
    save.mutate(
      { id: team?.id ?? null, draft: { ...draft, name: body.name ?? draft.name.trim() } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || (team ? fr.updated : fr.created));
          onDone();
        },
        onError: (failure) => form.serverError(failure, fr.saveFailed),
      },
    );
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} {...form.props}>
      <TextField
        label={fr.nameLabel}
        name="name"
        value={name}
        maxLength={NAME_MAX}
        required
        autoComplete="off"
        error={form.errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset
        className="fieldset team-form__members"
        aria-describedby={[legendId, membersNotes.errorId].filter(Boolean).join(' ')}
      >
        <legend className="fieldset__legend">{fr.membersTitle}</legend>
        <p id={legendId} className="field__hint">
          {fr.memberCount(members.length)}
        </p>
        {users.isPending ? <Spinner /> : null}
        {users.isError ? <p className="inline-error">{fr.usersFailed}</p> : null}
        {users.data && candidates.length === 0 ? (
          <p className="empty-text">{fr.noProfessionals}</p>
        ) : null}
        {candidates.length > 6 ? (
          <TextField
            label={fr.filterMembers}
            type="search"
            value={filter}
            autoComplete="off"
            onChange={(event) => setFilter(event.target.value)}
          />
        ) : null}
        {candidates.length > 0 && shown.length === 0 ? (
          <p className="empty-text">{fr.noMatch}</p>
        ) : null}
        {shown.length > 0 ? (
          <ul className="team-form__choices">
            {shown.map((candidate) => (
              <li key={candidate.id}>
                <label className="team-form__choice">
                  <input
                    type="checkbox"
                    name="members"
                    value={candidate.id}
                    {...membersNotes.aria}
                    checked={members.includes(candidate.id)}
                    onChange={(event) => toggle(candidate.id, event.target.checked)}
                  />
                  <span>
                    {candidate.name}
                    {candidate.detail ? (
                      <span className="team-form__detail"> · {candidate.detail}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <FieldNotes error={form.errors.members} errorId={membersNotes.errorId} />
      </fieldset>
      <SelectField
        label={fr.referent}
        name="referent_user_id"
        options={referentOptions}
        value={referent}
        hint={fr.referentHint}
        error={form.errors.referent_user_id}
        onChange={(event) => setReferent(event.target.value)}
      />
      <FormErrors messages={form.others} />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancel}
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? fr.saving : team ? fr.save : fr.create}
        </button>
      </div>
    </form>
  );
}
