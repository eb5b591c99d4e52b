import type { AuditEvent } from '@portal/contracts';

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

const shown = (value: unknown): string => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** An event's changed fields side by side: every field of either side, before and after as text (absent: empty). */
export function changeRows(changes: AuditEvent['changes']): ChangeRow[] {
  const before = changes.before ?? {};
  const after = changes.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields.map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}
