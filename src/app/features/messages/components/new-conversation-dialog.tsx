import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../../../ui/avatar.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { roleLabels } from '../../../ui/fr.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { userDisplayName } from '../../../ui/user-name.ts';
import { directoryQueryOptions } from '../api/get-directory.ts';
import { fr } from '../fr.ts';
import { peopleToWrite } from '../people.ts';

/** « Nouvelle conversation » (docs/product-rules.md §6): any approved user, found by name. */
export function NewConversationDialog({
  open,
  myId,
  onClose,
  onPick,
}: {
  open: boolean;
  myId: string;
  onClose: () => void;
  onPick: (userId: string) => void;
}) {
  return (
    <Dialog open={open} title={fr.newConversation} onClose={onClose}>
      <PeoplePicker myId={myId} onPick={onPick} />
    </Dialog>
  );
}

function PeoplePicker({ myId, onPick }: { myId: string; onPick: (userId: string) => void }) {
  const [search, setSearch] = useState('');
  const directory = useQuery(directoryQueryOptions());

  useErrorToast(directory.error, fr.directoryFailed, 'directory-load-error');

  const people = directory.data ? peopleToWrite(directory.data, search, myId) : [];
  return (
    <div className="people-picker">
      <TextField
        label={fr.search}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      {directory.isPending ? <Spinner /> : null}
      {directory.isError ? <p className="inline-error">{fr.directoryFailed}</p> : null}
      {directory.data && people.length === 0 ? <p className="empty-text">{fr.nobody}</p> : null}
      {people.length > 0 ? (
        <ul className="people-picker__list">
          {people.map((person) => {
            const name = userDisplayName(person);
            return (
              <li key={person.id}>
                <button
                  type="button"
                  className="people-picker__person"
                  onClick={() => onPick(person.id)}
                >
                  <Avatar name={name} photo={person.profile_photo} />
                  <span className="people-picker__identity">
                    <span className="people-picker__name">
                      <span className="visually-hidden">{fr.writeTo} </span>
                      {name}
                    </span>
                    <span className="people-picker__role">{roleLabels[person.role]}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
