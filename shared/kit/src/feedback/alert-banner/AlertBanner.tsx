import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useFormKitTranslation } from '../../fields/form-texts';
import type { AlertSeverity, BannerAlert } from './alert-model';

const ANTD_TYPE: Record<AlertSeverity, 'success' | 'warning' | 'info' | 'error'> = {
  success: 'success',
  warning: 'warning',
  info: 'info',
  failed: 'error',
};

/** Success shows a check, failed a cancel icon (spec part 2 section 8). */
const ICON: Record<AlertSeverity, ReactNode> = {
  success: <CheckCircleOutlined data-icon="check" />,
  failed: <CloseCircleOutlined data-icon="cancel" />,
  warning: <ExclamationCircleOutlined data-icon="warning" />,
  info: <InfoCircleOutlined data-icon="info" />,
};

const SEVERITY_TEXT: Record<AlertSeverity, string> = { success: 'Success', failed: 'Failed', warning: 'Warning', info: 'Information' };

export interface AlertBannerProps {
  alerts: readonly BannerAlert[];
  onClose(id: string): void;
}

/**
 * The alert banner: one closable line per alert, with its severity's icon. Failed and warning alerts
 * are announced at once (role alert), the others politely (role status).
 */
export function AlertBanner({ alerts, onClose }: AlertBannerProps) {
  const { t } = useFormKitTranslation();
  if (alerts.length === 0) return null;
  return (
    <div className="kit-alert-banner" style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
      {alerts.map((alert) => (
        <div key={alert.id} role={alert.severity === 'failed' || alert.severity === 'warning' ? 'alert' : 'status'} data-severity={alert.severity}>
          <Alert
            type={ANTD_TYPE[alert.severity]}
            showIcon
            icon={ICON[alert.severity]}
            title={
              <>
                <span className="kit-visually-hidden" style={visuallyHidden}>{t(SEVERITY_TEXT[alert.severity])}: </span>
                {alert.message}
              </>
            }
            closable={{ 'aria-label': t('Close'), onClose: () => onClose(alert.id) }}
          />
        </div>
      ))}
    </div>
  );
}

/** Read by screen readers, not shown (the icon says it to sighted users). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
