import { DEFAULT_FOUR_EYES_THRESHOLD_MAJOR, DEFAULT_THEME_SETTINGS, SEEDED_PAYMENT_METHODS, type ThemeSettings } from '@portal/contracts';

export const DEMO_PASSWORD = 'Portal-Demo-1';
/** The TOTP secret of the demo accounts enrolled for SCA (README's demo accounts; ADR 0080). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function logo(text: string, color: string): string {
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" rx="8" fill="${color}"/><text x="80" y="26" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`);
}

function favicon(letter: string, color: string): string {
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${color}"/><text x="16" y="22" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`);
}

export interface SeedTenant {
  key: 'acme' | 'globex';
  name: string;
  supportEmail: string;
  emailSenderAddress: string;
  isDefaultTenant: boolean;
  themeSettings: ThemeSettings;
  logo: string;
  favicon: string;
  /** Four-eyes threshold in major units (ADR 0046). */
  fourEyesThresholdMajor: number;
}

/** Acme's accent: the spec's default sidebar colour. */
const ACME_BLUE = DEFAULT_THEME_SETTINGS.sidebarBackgroundColor;

export const SEED_TENANTS: SeedTenant[] = [
  {
    key: 'acme', name: 'Acme Payments', supportEmail: 'support@acme.test', emailSenderAddress: 'no-reply@acme.test',
    // One accent: the spec's default blue sidebar (and Acme's logo) is also its buttons' and links' colour; the
    // spec's teal default primary beside it read as two brands.
    isDefaultTenant: true, themeSettings: { ...DEFAULT_THEME_SETTINGS, primaryColor: ACME_BLUE, buttonsLinkColor: ACME_BLUE, buttonsLinkColorRGB: '46, 67, 254' },
    logo: logo('Acme Payments', ACME_BLUE), favicon: favicon('A', ACME_BLUE),
    // Low enough that the demo's larger refunds and payouts need a second user (tenant-approver@).
    fourEyesThresholdMajor: 500,
  },
  {
    key: 'globex', name: 'Globex Pay', supportEmail: 'support@globex.test', emailSenderAddress: 'no-reply@globex.test',
    isDefaultTenant: false,
    themeSettings: {
      layoutName: 'vertical-v2', sidebarBackgroundColor: '#1f2937', headerBackgroundColor: '#ffffff',
      mainBackgroundColor: '#f3f4f6', primaryColor: '#f59e0b', textColor: '#111827',
      buttonsLinkColor: '#d97706', buttonsLinkColorRGB: '217, 119, 6',
    },
    logo: logo('Globex Pay', '#1f2937'), favicon: favicon('G', '#f59e0b'),
    fourEyesThresholdMajor: DEFAULT_FOUR_EYES_THRESHOLD_MAJOR,
  },
];

export interface SeedMerchant {
  key: string;
  tenant: SeedTenant['key'];
  legalBusinessName: string;
  processingStatus: 'Processing' | 'SandboxEnabled' | 'NoProcessing';
  merchantStatus: string;
  boardingStage: string;
  reviewStatus: string;
  activationDate: string | null;
  isActive: boolean;
  description: string | null;
}

const live = { merchantStatus: 'Active', boardingStage: 'Completed', reviewStatus: 'Approved', isActive: true } as const;

export const SEED_MERCHANTS: SeedMerchant[] = [
  { key: 'blue-bottle', tenant: 'acme', legalBusinessName: 'Blue Bottle Coffee Ltd', processingStatus: 'Processing', ...live,
    activationDate: '2024-03-01T09:00:00.000Z', description: 'Speciality coffee roaster and cafés' },
  { key: 'sandbox-surf', tenant: 'acme', legalBusinessName: 'Sandbox Surf Shop Ltd', processingStatus: 'SandboxEnabled',
    merchantStatus: 'Active', boardingStage: 'Integration', reviewStatus: 'Approved', isActive: true,
    activationDate: null, description: 'Testing its integration in the sandbox' },
  { key: 'nimbus-books', tenant: 'acme', legalBusinessName: 'Nimbus Books Ltd', processingStatus: 'NoProcessing',
    merchantStatus: 'Pending', boardingStage: 'Application', reviewStatus: 'Pending', isActive: true,
    activationDate: null, description: 'Boarding in progress' },
  { key: 'harbour-florists', tenant: 'acme', legalBusinessName: 'Harbour Florists Ltd', processingStatus: 'Processing', ...live,
    activationDate: '2023-11-15T10:30:00.000Z', description: null },
  { key: 'old-mill', tenant: 'acme', legalBusinessName: 'Old Mill Bakery Ltd', processingStatus: 'NoProcessing',
    merchantStatus: 'Closed', boardingStage: 'Completed', reviewStatus: 'Approved', isActive: false,
    activationDate: '2022-05-10T08:00:00.000Z', description: 'Closed account' },
  { key: 'globex-garden', tenant: 'globex', legalBusinessName: 'Globex Garden Supplies Ltd', processingStatus: 'Processing', ...live,
    activationDate: '2024-01-20T12:00:00.000Z', description: null },
  { key: 'initech-print', tenant: 'globex', legalBusinessName: 'Initech Print Works Ltd', processingStatus: 'NoProcessing',
    merchantStatus: 'Pending', boardingStage: 'Application', reviewStatus: 'Pending', isActive: true,
    activationDate: null, description: null },
];

export type SeedRoleKey = 'platform' | 'tenantAdmin' | 'tenantViewer' | 'merchant' | 'merchantEmailSupport' | 'merchantOnboarding';

export const ROLE_NAMES: Record<SeedRoleKey, string> = {
  platform: 'Platform administrator',
  tenantAdmin: 'Tenant administrator',
  tenantViewer: 'Tenant viewer',
  merchant: 'Merchant administrator',
  merchantEmailSupport: 'Merchant (e-mail support)',
  merchantOnboarding: 'Merchant onboarding',
};

export interface SeedUser {
  email: string;
  firstName: string;
  lastName: string;
  userType: 'platform' | 'crm' | 'merchant';
  tenant: SeedTenant['key'] | null;
  merchant: string | null;
  role: SeedRoleKey;
  timeZone: string;
  language: 'en' | 'tr';
}

export const SEED_USERS: SeedUser[] = [
  { email: 'platform@demo.test', firstName: 'Paula', lastName: 'Platform', userType: 'platform', tenant: null, merchant: null, role: 'platform', timeZone: 'Atlantic/Reykjavik', language: 'en' },
  // platform@'s colleague (ADR 0084): leave requests need a second user to approve them.
  { email: 'ops@demo.test', firstName: 'Omar', lastName: 'Operations', userType: 'platform', tenant: null, merchant: null, role: 'platform', timeZone: 'Europe/Istanbul', language: 'tr' },
  { email: 'tenant@demo.test', firstName: 'Tessa', lastName: 'Tenant', userType: 'crm', tenant: 'acme', merchant: null, role: 'tenantAdmin', timeZone: 'Europe/London', language: 'en' },
  // The second user of four-eyes (ADR 0046): approves what tenant@ asked for, and the other way round.
  { email: 'tenant-approver@demo.test', firstName: 'Avery', lastName: 'Approver', userType: 'crm', tenant: 'acme', merchant: null, role: 'tenantAdmin', timeZone: 'Europe/London', language: 'en' },
  { email: 'tenant-viewer@demo.test', firstName: 'Victor', lastName: 'Viewer', userType: 'crm', tenant: 'acme', merchant: null, role: 'tenantViewer', timeZone: 'Europe/London', language: 'en' },
  { email: 'merchant@demo.test', firstName: 'Mia', lastName: 'Merchant', userType: 'merchant', tenant: 'acme', merchant: 'blue-bottle', role: 'merchant', timeZone: 'Europe/London', language: 'en' },
  // The second merchant user of Blue Bottle Coffee (ADR 0051): approves the payments merchant@ asks for, and the other way round.
  { email: 'merchant-approver@demo.test', firstName: 'Max', lastName: 'Approver', userType: 'merchant', tenant: 'acme', merchant: 'blue-bottle', role: 'merchant', timeZone: 'Europe/London', language: 'en' },
  { email: 'sandbox@demo.test', firstName: 'Sam', lastName: 'Sandbox', userType: 'merchant', tenant: 'acme', merchant: 'sandbox-surf', role: 'merchant', timeZone: 'Europe/Istanbul', language: 'tr' },
  { email: 'noprocessing@demo.test', firstName: 'Nora', lastName: 'Noprocessing', userType: 'merchant', tenant: 'acme', merchant: 'nimbus-books', role: 'merchantEmailSupport', timeZone: 'Europe/London', language: 'en' },
  { email: 'tenant2@demo.test', firstName: 'Gina', lastName: 'Globex', userType: 'crm', tenant: 'globex', merchant: null, role: 'tenantAdmin', timeZone: 'America/New_York', language: 'en' },
  { email: 'merchant2@demo.test', firstName: 'Gus', lastName: 'Garden', userType: 'merchant', tenant: 'globex', merchant: 'globex-garden', role: 'merchant', timeZone: 'America/New_York', language: 'en' },
];

/** ISO 3166-1: alpha-2, name, alpha-3, numeric. */
export const SEED_COUNTRIES = [
  ['GB', 'United Kingdom', 'GBR', '826'], ['TR', 'Türkiye', 'TUR', '792'], ['US', 'United States', 'USA', '840'], ['DE', 'Germany', 'DEU', '276'],
  ['FR', 'France', 'FRA', '250'], ['NL', 'Netherlands', 'NLD', '528'], ['ES', 'Spain', 'ESP', '724'], ['IT', 'Italy', 'ITA', '380'],
  ['IE', 'Ireland', 'IRL', '372'], ['CY', 'Cyprus', 'CYP', '196'],
] as const;

/** ISO 4217: code, name, decimal places, numeric code, symbol. */
export const SEED_CURRENCIES = [
  ['EUR', 'Euro', 2, '978', '€'], ['GBP', 'Pound sterling', 2, '826', '£'], ['USD', 'US dollar', 2, '840', '$'], ['TRY', 'Turkish lira', 2, '949', '₺'],
  ['JPY', 'Japanese yen', 0, '392', '¥'], ['KWD', 'Kuwaiti dinar', 3, '414', 'KD'], ['CHF', 'Swiss franc', 2, '756', 'CHF'],
] as const;

export const SEED_PAYMENT_METHODS = SEEDED_PAYMENT_METHODS;

export const SEED_SERVICE_PROVIDERS = [
  ['acquirer-one', 'Acquirer One'], ['northbank', 'Northbank Processing'], ['bosphorus-pay', 'Bosphorus Pay'],
  ['openbank-hub', 'OpenBank Hub'],
] as const;

/** Language tag, name (as seeded first), native name. */
export const SEED_LANGUAGES = [['en', 'English', 'English'], ['tr', 'Türkçe', 'Türkçe']] as const;
