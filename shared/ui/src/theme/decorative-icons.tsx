import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/es/icons/InfoCircleFilled';
import type { ConfigProviderProps } from 'antd';

/**
 * antd draws a select's arrow, a date picker's calendar and an alert's icon as images named by the icon ("down",
 * "calendar", "exclamation-circle"): a screen reader read "down, image" in English beside every select, on Turkish
 * pages too. They are decoration (the field's role, the alert's text say what it is), so the portal's ConfigProvider
 * draws them hidden from assistive technology. antd still swaps in its search and loading icons where it does.
 */
export const DECORATIVE_ICONS: Pick<ConfigProviderProps, 'select' | 'datePicker' | 'alert'> = {
  select: { suffixIcon: <DownOutlined aria-hidden /> },
  datePicker: { suffixIcon: <CalendarOutlined aria-hidden /> },
  alert: {
    successIcon: <CheckCircleFilled aria-hidden />, infoIcon: <InfoCircleFilled aria-hidden />,
    warningIcon: <ExclamationCircleFilled aria-hidden />, errorIcon: <CloseCircleFilled aria-hidden />,
  },
};
