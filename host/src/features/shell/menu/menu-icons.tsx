// The icons' definitions alone, drawn by PlainIcon: the menu is part of the frame, drawn before antd (ADR 0062).
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CodeOutlined from '@ant-design/icons-svg/es/asn/CodeOutlined';
import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import FileDoneOutlined from '@ant-design/icons-svg/es/asn/FileDoneOutlined';
import RobotOutlined from '@ant-design/icons-svg/es/asn/RobotOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { ReactNode } from 'react';
import { PlainIcon } from '../icons/PlainIcon';

const ICONS: Record<string, ReactNode> = {
  dashboard: <PlainIcon icon={DashboardOutlined} />, team: <PlainIcon icon={TeamOutlined} />, transaction: <PlainIcon icon={SwapOutlined} />, reports: <PlainIcon icon={BarChartOutlined} />,
  settings: <PlainIcon icon={SettingOutlined} />, support: <PlainIcon icon={CustomerServiceOutlined} />, tenants: <PlainIcon icon={ApartmentOutlined} />, users: <PlainIcon icon={UserOutlined} />,
  book: <PlainIcon icon={BookOutlined} />, calendar: <PlainIcon icon={CalendarOutlined} />, robot: <PlainIcon icon={RobotOutlined} />, boarding: <PlainIcon icon={FileDoneOutlined} />,
  payments: <PlainIcon icon={CreditCardOutlined} />, code: <PlainIcon icon={CodeOutlined} />,
};

/** The icon of a menu item's `icon` name. */
export function menuIcon(name: string | undefined): ReactNode {
  return name ? ICONS[name] : undefined;
}
