import './dense-table.css';

/** How a column of a dense table is sorted now: `aria-sort`'s values. */
export type SortDirection = 'ascending' | 'descending' | 'none';

/**
 * A sortable column header of a dense table (issue 27): a button in the `<th>`, `aria-sort`
 * on the `<th>`, an arrow for the eye and, for screen readers, what a press does (`hint`).
 */
export function SortHeader({
  label,
  direction,
  hint,
  onSort,
}: {
  label: string;
  direction: SortDirection;
  /** Read after the label: « — trier de A à Z ». */
  hint: string;
  onSort: () => void;
}) {
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="dense-table__sort" onClick={onSort}>
        {label}
        <span aria-hidden="true" className="dense-table__arrow">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
        <span className="visually-hidden">{hint}</span>
      </button>
    </th>
  );
}

/**
 * A header that sorts by one key both ways: `key` ascending, `-key` descending. The first press
 * gives `first` (`key` or `-key`), the next the other way; `hints` say what each press does.
 */
export function TogglingSortHeader<Sort extends string>({
  label,
  sort,
  first,
  hints,
  onSort,
}: {
  label: string;
  sort: string;
  first: Sort;
  hints: { first: string; other: string };
  onSort: (sort: Sort) => void;
}) {
  const key = first.replace(/^-/, '');
  const other = (first.startsWith('-') ? key : `-${key}`) as Sort;
  const direction: SortDirection =
    sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : 'none';
  return (
    <SortHeader
      label={label}
      direction={direction}
      hint={sort === first ? hints.other : hints.first}
      onSort={() => onSort(sort === first ? other : first)}
    />
  );
}
