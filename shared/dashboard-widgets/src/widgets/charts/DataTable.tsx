import type { WidgetDataRow } from '@portal/contracts';
import { VISUALLY_HIDDEN } from '@portal/kit';

export interface DataTableProps {
  caption: string;
  rows: WidgetDataRow[];
  columns: Array<{ key: string; title: string; format(value: unknown): string }>;
}

/** A chart's figures as a table for screen readers (the chart itself is a picture): every row, every column shown. */
export function DataTable({ caption, rows, columns }: DataTableProps) {
  return (
    <table style={VISUALLY_HIDDEN}>
      <caption>{caption}</caption>
      <thead>
        <tr>{columns.map((c) => <th key={c.key} scope="col">{c.title}</th>)}</tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>{columns.map((c) => <td key={c.key}>{c.format(row[c.key])}</td>)}</tr>
        ))}
      </tbody>
    </table>
  );
}
