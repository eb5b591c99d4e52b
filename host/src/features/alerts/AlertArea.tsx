import { Alert, Flex } from 'antd';
import { dismissAlert, useShellAlerts } from './alert-area-store';

/** The layout's alert area (every layout has one). */
export function AlertArea() {
  const alerts = useShellAlerts();
  if (alerts.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="alert-area" style={{ marginBottom: 16 }}>
      {alerts.map((a) => (
        <Alert key={a.id} type={a.type} showIcon closable={{ onClose: () => dismissAlert(a.id) }} title={a.text} />
      ))}
    </Flex>
  );
}
