import type { Institution } from '../../../../contract/institutions.ts';
import { Badge } from '../../../ui/badge.tsx';
import { formatInstantShortDate } from '../../../ui/format.ts';
import { SortHeader, TogglingSortHeader } from '../../../ui/sort-header.tsx';
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
  return (
    <div className="dense-table-wrap">
      <table className="dense-table card" aria-label={fr.table.label}>
        <thead>
          <tr>
            <TogglingSortHeader
              label={fr.table.name}
              sort={sort}
              first="name"
              hints={{ first: fr.table.sortAz, other: fr.table.sortZa }}
              onSort={onSort}
            />
            <th scope="col">{fr.table.type}</th>
            <th scope="col">{fr.email}</th>
            <SortHeader
              label={fr.table.status}
              direction={sort === 'pending' ? 'ascending' : 'none'}
              hint={fr.table.sortPending}
              onSort={() => onSort('pending')}
            />
            <TogglingSortHeader
              label={fr.createdAt}
              sort={sort}
              first="-created_at"
              hints={{ first: fr.table.sortNewest, other: fr.table.sortOldest }}
              onSort={onSort}
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
