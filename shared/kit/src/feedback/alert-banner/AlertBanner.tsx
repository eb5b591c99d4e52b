import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import InfoCircleOutlined from '@ant-design/icons/es/icons/InfoCircleOutlined';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useFormKitTranslation } from '../../fields/form-texts';
import { VISUALLY_HIDDEN } from '../../inputs/visually-hidden';
import type { AlertSeverity, BannerAlert } from './alert-model';

const ANTD_TYPE: Record<AlertSeverity, 'success' | 'warning' | 'info' | 'error'> = {
  success: 'success',
  warning: 'warning',
  info: 'info',
  failed: 'error',
};

/** Success shows a check, failed a cancel icon (spec part 2 section 8); decorative: the severity is said in words beside it. */
const ICON: Record<AlertSeverity, ReactNode> = {
  success: <CheckCircleOutlined data-icon="check" aria-hidden />,
  failed: <CloseCircleOutlined data-icon="cancel" aria-hidden />,
  warning: <ExclamationCircleOutlined data-icon="warning" aria-hidden />,
  info: <InfoCircleOutlined data-icon="info" aria-hidden />,
};

const SEVERITY_TEXT: Record<AlertSeverity, string> = { success: 'Success', failed: 'Failed', warning: 'Warning', info: 'Information' };

export interface AlertBannerProps {
  alerts: readonly BannerAlert[];
  onClose(id: string): void;
}

/**
 * The alert banner: one closable line per alert, with its severity's icon and an optional button (Retry).
 * Failed and warning alerts are announced at once (role alert), the others politely (role status).
 */
export function AlertBanner({ alerts, onClose }: AlertBannerProps) {
  const { t } = useFormKitTranslation();
  if (alerts.length === 0) return null;
  return (
    <div className="kit-alert-banner" style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
      {alerts.map((alert) => (
        <div key={alert.id} data-severity={alert.severity}>
          <Alert
            role={alert.severity === 'failed' || alert.severity === 'warning' ? 'alert' : 'status'}
            type={ANTD_TYPE[alert.severity]}
            showIcon
            icon={ICON[alert.severity]}
            title={
              <>
                <span className="kit-visually-hidden" style={VISUALLY_HIDDEN}>{t(SEVERITY_TEXT[alert.severity])}: </span>
                {alert.message}
              </>
            }
            action={alert.action && <Button size="small" onClick={alert.action.onClick}>{alert.action.label}</Button>}
            closable={{ 'aria-label': t('Close'), onClose: () => onClose(alert.id) }}
          />
        </div>
      ))}
    </div>
  );
}
