import type { LayoutName } from './shell';

/** The user types of the product. The sign-in profile claim carries the lower-case form. */
export type ProfileUserType = 'platform' | 'crm' | 'merchant';

export type SystemMode = 'Test' | 'Live';

export type ProcessingStatus = 'NoProcessing' | 'SandboxEnabled' | 'Processing' | string;

export interface ThemeSettings {
  layoutName: LayoutName;
  sidebarBackgroundColor: string;
  headerBackgroundColor: string;
  mainBackgroundColor: string;
  primaryColor: string;
  textColor: string;
  buttonsLinkColor: string;
  buttonsLinkColorRGB: string;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  layoutName: 'vertical-layout-1',
  sidebarBackgroundColor: '#2e43fe',
  headerBackgroundColor: '#ffffff',
  mainBackgroundColor: '#f5f5f5',
  primaryColor: '#09d0bd',
  textColor: '#404040',
  buttonsLinkColor: '#09d0bd',
  buttonsLinkColorRGB: '9, 208, 189',
};

export interface TenantRef {
  id: string;
  name: string;
  isDefaultTenant: boolean;
}

export interface MerchantSummary {
  merchantId: string;
  legalBusinessName: string;
  boardingStage: string;
  merchantStatus: string;
  reviewStatus: string;
  processingStatus: ProcessingStatus;
  activationDate: string | null;
  users: Array<{ id: string; email: string; firstName: string; lastName: string }>;
  merchantNotes: string | null;
  description: string | null;
  visibility: string;
  merchantType: string;
}

/** Spec part 1 section 3 "Current user / context". */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  isPlatform: boolean;
  lastLoginTime: string | null;
  configureTimeZone: string;
  checkoutLogoSource: string | null;
  favIconSource: string | null;
  permissions: string[];
  systemRoleId: string;
  systemRoleName: string;
  isAdministrator: boolean;
  userType: 'Platform' | 'Tenant' | 'Merchant';
  /** 'Crm' for tenant staff, 'merchant' for merchants, 'Platform' for platform staff. */
  userTypeName: 'Crm' | 'merchant' | 'Platform';
  loginTemplate: string | null;
  tenantId: string | null;
  tenants: TenantListItem[];
  tenantSupportEmail: string | null;
  tenant: TenantRef | null;
  themeSettings: ThemeSettings;
  merchantId: string | null;
  merchant: MerchantSummary | null;
  language: string;
}

export interface CustomerListItem {
  merchantId: string;
  legalBusinessName: string;
}

export interface TenantListItem {
  tenantId: string;
  tenantName: string;
}

export interface LookupItem {
  id: string;
  name: string;
}

export interface CurrencyItem extends LookupItem {
  code: string;
  decimalPlaces: number;
}

/** App-wide lists loaded with the user (spec part 1 section 3). */
export interface AppLists {
  /** Active customers as an id -> name map (empty for merchant users: they have no such list). */
  activeCustomers: Record<string, string>;
  /** The same customers as a dropdown list. */
  activeCustomerOptions: CustomerListItem[];
  activeServiceProviders: LookupItem[];
  countries: LookupItem[];
  paymentMethods: LookupItem[];
  currencies: CurrencyItem[];
  languages: LookupItem[];
  customerSystemMode: SystemMode;
  /** Detail drawer width in pixels. */
  drawerSize: number;
}

/** Response of the user-context call: the user and every app-wide list. */
export interface UserContextResponse {
  user: CurrentUser;
  lists: AppLists;
}

export interface TenantUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}

export interface Paged<T> {
  count: number;
  data: T[];
}
