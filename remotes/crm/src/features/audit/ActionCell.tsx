import { Typography } from 'antd';

/** An audit event's action: its name, and under it the machine name the Action filter and the export match. */
export function ActionCell({ name, action }: { name: string; action: string }) {
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{name}</span>
      {name !== action && (
        <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{action}</Typography.Text>
      )}
    </span>
  );
}
