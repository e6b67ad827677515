import type { Institution } from '../../../../contract/institutions.ts';
import { Badge } from '../../../ui/badge.tsx';
import { formatInstantShortDate } from '../../../ui/format.ts';
import { SortHeader, type SortDirection } from '../../../ui/sort-header.tsx';
import { fr, statusLabels } from '../fr.ts';
import type { InstitutionSort } from '../sort-institutions.ts';
import { statusTones } from './institution-card.tsx';

/**
 * The directory at desktop widths (issue 27): one row per establishment (name, type, e-mail,
 * status, creation, « Modifier » when allowed). « Nom », « Statut » and « Date de création »
 * sort; the tariffs stay on the cards and in « Modifier ».
 */
export function InstitutionsDenseTable({
  institutions,
  sort,
  onSort,
  canEdit,
  onEdit,
}: {
  institutions: readonly Institution[];
  sort: InstitutionSort;
  onSort: (sort: InstitutionSort) => void;
  canEdit: (institution: Institution) => boolean;
  onEdit: (institution: Institution) => void;
}) {
  const nameDirection: SortDirection =
    sort === 'name' ? 'ascending' : sort === '-name' ? 'descending' : 'none';
  const createdDirection: SortDirection =
    sort === 'created_at' ? 'ascending' : sort === '-created_at' ? 'descending' : 'none';
  return (
    <div className="dense-table-wrap">
      <table className="dense-table card" aria-label={fr.table.label}>
        <thead>
          <tr>
            <SortHeader
              label={fr.table.name}
              direction={nameDirection}
              hint={sort === 'name' ? fr.table.sortZa : fr.table.sortAz}
              onSort={() => onSort(sort === 'name' ? '-name' : 'name')}
            />
            <th scope="col">{fr.table.type}</th>
            <th scope="col">{fr.email}</th>
            <SortHeader
              label={fr.table.status}
              direction={sort === 'pending' ? 'ascending' : 'none'}
              hint={fr.table.sortPending}
              onSort={() => onSort('pending')}
            />
            <SortHeader
              label={fr.createdAt}
              direction={createdDirection}
              hint={sort === '-created_at' ? fr.table.sortOldest : fr.table.sortNewest}
              onSort={() => onSort(sort === '-created_at' ? 'created_at' : '-created_at')}
            />
            <th scope="col">
              <span className="visually-hidden">{fr.table.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {institutions.map((institution) => (
            <tr key={institution.id}>
              <th scope="row">{institution.name}</th>
              <td>{fr.institutionRole}</td>
              <td>{institution.email}</td>
              <td>
                <Badge tone={statusTones[institution.status] ?? 'danger'}>
                  {statusLabels[institution.status] ?? statusLabels.rejected}
                </Badge>
              </td>
              <td className="dense-table__nowrap">
                {formatInstantShortDate(institution.created_at)}
              </td>
              <td className="dense-table__actions">
                {canEdit(institution) ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => onEdit(institution)}
                  >
                    {fr.edit}
                    <span className="visually-hidden"> {institution.name}</span>
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
