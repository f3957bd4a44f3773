import { useId } from 'react';
import { uniqueKeys } from './format';
import { Heading, type HeadingLevel, subLevel } from './heading';

export interface SpecRow {
  readonly label: string;
  /** Formatted by the page: '2.0L 4-cylinder', '31 city / 40 highway'. */
  readonly value: string;
}

export interface SpecGroup {
  /** 'Engine and performance', 'Fuel economy', ... */
  readonly heading: string;
  readonly rows: readonly SpecRow[];
}

export interface SpecsTableProps {
  /** Shown in the given order; a group without rows is left out. */
  readonly groups: readonly SpecGroup[];
  /** @default 'Specifications' */
  readonly heading?: string;
  /** @default 2 (groups take the next level) */
  readonly headingLevel?: HeadingLevel;
  /** @default 'No specifications are listed for this vehicle.' */
  readonly emptyText?: string;
}

/** The vehicle's specifications as label and value rows, one table per group. */
export function SpecsTable({
  groups,
  heading = 'Specifications',
  headingLevel = 2,
  emptyText = 'No specifications are listed for this vehicle.',
}: SpecsTableProps) {
  const headingId = useId();
  const shown = groups.filter((group) => group.rows.length > 0);
  const keys = uniqueKeys(shown.map((group) => group.heading));
  return (
    <section className="fc-specs" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="fc-specs__heading">
        {heading}
      </Heading>
      {shown.length === 0 && <p className="fc-specs__empty">{emptyText}</p>}
      {shown.map((group, index) => (
        <SpecGroupTable key={keys[index]} group={group} level={subLevel(headingLevel)} />
      ))}
    </section>
  );
}

function SpecGroupTable({ group, level }: { group: SpecGroup; level: HeadingLevel | 5 }) {
  const id = useId();
  const keys = uniqueKeys(group.rows.map((row) => row.label));
  return (
    <div className="fc-specs__group">
      <Heading level={level} id={id} className="fc-specs__group-heading">
        {group.heading}
      </Heading>
      <table className="fc-specs__table" aria-labelledby={id}>
        <tbody>
          {group.rows.map((row, index) => (
            <tr key={keys[index]}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
