/** One row of a before/after table: the stat's name, its value before, its value after. */
export type CompareRow = [name: string, before: string, after: string];

/**
 * A stat-by-stat comparison of two versions of a character (a level up before it is applied, a druid's numbers
 * while shifted), with the row names as row headers so a screen reader announces each pair with its stat.
 */
export function CompareTable({
  caption,
  before,
  after,
  rows,
}: {
  caption: string;
  before: string;
  after: string;
  rows: readonly CompareRow[];
}) {
  return (
    <table className="compare-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Stat</th>
          <th scope="col">{before}</th>
          <th scope="col">{after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, a, b]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{a}</td>
            <td>{b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
