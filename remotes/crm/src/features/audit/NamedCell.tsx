import { Typography } from 'antd';

/**
 * An audit event's action, target, tenant or merchant: its name, and under it the machine form the filters and the
 * export match (`settings.currencies.update`, `currencies XAU`, an id). A value without a name shows its machine form once.
 */
export function NamedCell({ name, machine }: { name: string | null; machine: string }) {
  // Wrapped, not cut at the column's edge: the dense list keeps other cells on one line.
  if (!name) return <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{machine}</span>;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', whiteSpace: 'normal' }}>
      <span>{name}</span>
      <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{machine}</Typography.Text>
    </span>
  );
}
