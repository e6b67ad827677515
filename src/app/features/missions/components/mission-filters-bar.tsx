import { useQuery } from '@tanstack/react-query';
import { MISSION_STATUSES, statusLabel } from '../../../../domain/missions/mission-status.ts';
import { apiQuery } from '../../../api/queries.ts';
import { ListFilters } from '../../../ui/list-controls.tsx';
import { SelectField, type SelectOption } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { institutionsQueryOptions } from '../api/get-institutions.ts';
import { fr } from '../fr.ts';
import {
  MISSION_SORTS,
  NO_MISSION_FILTER,
  hasMissionFilter,
  type MissionFilterValues,
  type MissionSortValue,
} from '../mission-filters.ts';

const sortOptions: SelectOption[] = MISSION_SORTS.map((sort) => ({
  value: sort,
  label: fr.dense.orders[sort],
}));

const statusOptions: SelectOption[] = [
  { value: '', label: fr.filters.anyStatus },
  ...MISSION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'fr');

/**
 * The search box and filters of « Prestations »: text, status and dates for everyone; the
 * establishment and the professional for the administrator (whose lists they come from).
 */
export function MissionFiltersBar({
  values,
  onChange,
  isAdmin,
  sort,
  onSort,
}: {
  values: MissionFilterValues;
  onChange: (values: MissionFilterValues) => void;
  isAdmin: boolean;
  sort: MissionSortValue;
  onSort: (sort: MissionSortValue) => void;
}) {
  const institutions = useQuery({ ...institutionsQueryOptions(), enabled: isAdmin });
  const people = useQuery({ ...apiQuery('directory'), enabled: isAdmin });
  const set = <K extends keyof MissionFilterValues>(key: K, value: MissionFilterValues[K]) =>
    onChange({ ...values, [key]: value });

  const institutionOptions: SelectOption[] = [
    { value: '', label: fr.filters.anyInstitution },
    ...(institutions.data ?? []).map((i) => ({ value: i.id, label: i.name })).sort(byLabel),
  ];
  const professionalOptions: SelectOption[] = [
    { value: '', label: fr.filters.anyProfessional },
    ...(people.data ?? [])
      .filter((p) => p.role === 'nurse' || p.role === 'caregiver')
      .map((p) => ({ value: p.id, label: p.name }))
      .sort(byLabel),
  ];

  return (
    <ListFilters label={fr.filters.label}>
      <TextField
        wide
        type="search"
        label={fr.filters.search}
        hint={fr.filters.searchHint}
        value={values.q}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => set('q', event.target.value)}
      />
      <TextField
        type="date"
        label={fr.filters.from}
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => set('from', event.target.value)}
      />
      <TextField
        type="date"
        label={fr.filters.to}
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => set('to', event.target.value)}
      />
      <SelectField
        label={fr.filters.status}
        options={statusOptions}
        value={values.status}
        onChange={(event) => set('status', event.target.value as MissionFilterValues['status'])}
      />
      {isAdmin ? (
        <SelectField
          label={fr.filters.institution}
          options={institutionOptions}
          value={values.etablissement_id}
          onChange={(event) => set('etablissement_id', event.target.value)}
        />
      ) : null}
      {isAdmin ? (
        <SelectField
          label={fr.filters.professional}
          options={professionalOptions}
          value={values.assigned_to}
          onChange={(event) => set('assigned_to', event.target.value)}
        />
      ) : null}
      <SelectField
        label={fr.dense.order}
        options={sortOptions}
        value={sort}
        onChange={(event) => onSort(event.target.value as MissionSortValue)}
      />
      {hasMissionFilter(values) ? (
        <button
          type="button"
          className="button button--ghost list-filters__reset"
          onClick={() => onChange(NO_MISSION_FILTER)}
        >
          {fr.filters.reset}
        </button>
      ) : null}
    </ListFilters>
  );
}
