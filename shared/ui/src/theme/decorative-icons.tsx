import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import type { ConfigProviderProps } from 'antd';

/**
 * antd draws a select's arrow and a date picker's calendar as images named by the icon ("down", "calendar"): a
 * screen reader read "down, image" in English beside every select, on Turkish pages too. They are decoration (the
 * field's role says what it is), so the portal's ConfigProvider draws them hidden from assistive technology. antd
 * still swaps in its search and loading icons where it does.
 */
export const DECORATIVE_ICONS: Pick<ConfigProviderProps, 'select' | 'datePicker'> = {
  select: { suffixIcon: <DownOutlined aria-hidden /> },
  datePicker: { suffixIcon: <CalendarOutlined aria-hidden /> },
};
