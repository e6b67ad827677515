import type { DirectoryEntry } from '../../../contract/users.ts';
import { userDisplayName } from '../../ui/user-name.ts';

/** Lower case, without accents: « Hélène » is found by « helene ». */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR');
}

/** The people one can write to: everyone approved but oneself, by name, matching the search. */
export function peopleToWrite(
  directory: readonly DirectoryEntry[],
  search: string,
  myId: string,
): DirectoryEntry[] {
  const wanted = fold(search.trim());
  return directory
    .filter((person) => person.id !== myId)
    .filter((person) => !wanted || fold(userDisplayName(person)).includes(wanted))
    .sort((a, b) => userDisplayName(a).localeCompare(userDisplayName(b), 'fr-FR'));
}
