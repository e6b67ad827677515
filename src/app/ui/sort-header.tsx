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
