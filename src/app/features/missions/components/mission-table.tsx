import type { ReactNode } from 'react';
import { fr } from '../fr.ts';

/**
 * Missions as a table on wide screens and one card per row under 600 px (`.rtable` in
 * missions.css): each cell carries its column's name for the card layout.
 */
export function MissionTable({
  labelledBy,
  columns,
  children,
}: {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The columns after the mission's name, which every row starts with. */
  columns: readonly string[];
  /** One `MissionRow` per mission. */
  children: ReactNode;
}) {
  return (
    <div className="rtable-wrap">
      <table role="table" className="rtable card" aria-labelledby={labelledBy}>
        <thead role="rowgroup" className="rtable__head">
          <tr role="row">
            {[fr.columns.name, ...columns].map((column) => (
              <th key={column} role="columnheader" scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

/** A mission's row: its name as the row header, then its cells. */
export function MissionRow({ name, children }: { name: string; children: ReactNode }) {
  return (
    <tr role="row" className="rtable__row">
      <th
        role="rowheader"
        scope="row"
        className="rtable__cell rtable__cell--title"
        data-label={fr.columns.name}
      >
        {name}
      </th>
      {children}
    </tr>
  );
}

/** A cell, under `column`; `action` for the one holding controls. */
export function MissionCell({
  column,
  action = false,
  children,
}: {
  column: string;
  action?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      role="cell"
      className={action ? 'rtable__cell rtable__cell--action' : 'rtable__cell'}
      data-label={column}
    >
      {children}
    </td>
  );
}
