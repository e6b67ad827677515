import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { Team } from '../../../../contract/teams.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { refusalOf } from '../../../offline/query-offline.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useDeleteTeam } from '../api/delete-team.ts';
import { teamsQueryOptions } from '../api/get-teams.ts';
import { fr } from '../fr.ts';
import '../teams.css';
import { TeamCard } from './team-card.tsx';
import { TeamForm } from './team-form.tsx';

type Editing = { kind: 'create' } | { kind: 'edit'; team: Team } | { kind: 'delete'; team: Team };

/**
 * /teams (docs/product-rules.md §7): a professional sees the teams they belong to; the
 * admin sees them all and creates, edits and deletes them.
 */
export function TeamsScreen({ isAdmin }: { isAdmin: boolean }) {
  usePageTitle(fr.title);
  const teams = useQuery(teamsQueryOptions());
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  useErrorToast(refusalOf(teams.error), fr.loadFailed, 'teams-load-error');

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader
        title={fr.title}
        subtitle={isAdmin ? fr.subtitleAdmin : fr.subtitle}
        actions={
          isAdmin ? (
            <button type="button" className="button" onClick={() => setEditing({ kind: 'create' })}>
              {fr.newTeam}
            </button>
          ) : null
        }
      />
      <ListStates
        query={teams}
        failedText={fr.loadFailed}
        emptyText={isAdmin ? fr.emptyAdmin : fr.empty}
      >
        {(list) => (
          <ul className="card-list team-list">
            {list.map((team) => (
              <TeamCard
                key={team.id}
                team={team}
                {...(isAdmin
                  ? {
                      onEdit: () => setEditing({ kind: 'edit', team }),
                      onDelete: () => setEditing({ kind: 'delete', team }),
                    }
                  : {})}
              />
            ))}
          </ul>
        )}
      </ListStates>
      {isAdmin ? (
        <>
          <Dialog
            open={editing?.kind === 'create' || editing?.kind === 'edit'}
            title={editing?.kind === 'edit' ? fr.editTeam : fr.newTeam}
            onClose={close}
          >
            <TeamForm
              key={editing?.kind === 'edit' ? editing.team.id : 'new'}
              team={editing?.kind === 'edit' ? editing.team : null}
              onDone={close}
            />
          </Dialog>
          <Dialog open={editing?.kind === 'delete'} title={fr.deleteTeam} onClose={close}>
            {editing?.kind === 'delete' ? <DeleteTeam team={editing.team} onDone={close} /> : null}
          </Dialog>
        </>
      ) : null}
    </section>
  );
}

function DeleteTeam({ team, onDone }: { team: Team; onDone: () => void }) {
  const remove = useDeleteTeam();
  function onConfirm() {
    remove.mutate(team.id, {
      onSuccess: (answer) => {
        toast.success(answer.message || fr.deleted);
        onDone();
      },
      onError: (failure) => toast.error(errorMessage(failure, fr.deleteFailed)),
    });
  }
  return (
    <div className="team-delete">
      <p>{fr.confirmDelete(team.name)}</p>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {fr.cancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={onConfirm}
        >
          {remove.isPending ? fr.deleting : fr.delete}
        </button>
      </div>
    </div>
  );
}
