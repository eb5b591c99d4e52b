// Deep imports: the package root is shared whole (all icons); a handful is not.
import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CodeOutlined from '@ant-design/icons/es/icons/CodeOutlined';
import CreditCardOutlined from '@ant-design/icons/es/icons/CreditCardOutlined';
import CustomerServiceOutlined from '@ant-design/icons/es/icons/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons/es/icons/DashboardOutlined';
import FileDoneOutlined from '@ant-design/icons/es/icons/FileDoneOutlined';
import RobotOutlined from '@ant-design/icons/es/icons/RobotOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />, team: <TeamOutlined />, transaction: <SwapOutlined />, reports: <BarChartOutlined />,
  settings: <SettingOutlined />, support: <CustomerServiceOutlined />, tenants: <ApartmentOutlined />, users: <UserOutlined />,
  book: <BookOutlined />, calendar: <CalendarOutlined />, robot: <RobotOutlined />, boarding: <FileDoneOutlined />,
  payments: <CreditCardOutlined />, code: <CodeOutlined />,
};

/** The icon of a menu item's `icon` name. */
export function menuIcon(name: string | undefined): ReactNode {
  return name ? ICONS[name] : undefined;
}
