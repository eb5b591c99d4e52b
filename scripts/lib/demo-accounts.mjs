/** The demo accounts the backend seeds (docs/team-brief.md); all share one password. */
export const DEMO_PASSWORD = 'Portal-Demo-1';

export const DEMO_ACCOUNTS = [
  { email: 'platform@demo.test', type: 'Platform', tenant: '-', what: 'all Platform.* permissions' },
  { email: 'tenant@demo.test', type: 'Tenant (crm)', tenant: 'Acme Payments', what: 'all CRM.*, Settings.*, Reports.*, Dashboard.*, Documentation.View' },
  { email: 'tenant-approver@demo.test', type: 'Tenant (crm)', tenant: 'Acme Payments', what: 'as tenant@: second user for four-eyes approvals' },
  { email: 'tenant-viewer@demo.test', type: 'Tenant (crm)', tenant: 'Acme Payments', what: 'only CRM.Dashboard.View' },
  { email: 'merchant@demo.test', type: 'Merchant', tenant: 'Acme Payments', what: 'Blue Bottle Coffee Ltd, Processing, all Merchant.* but Support.EmailButton' },
  { email: 'sandbox@demo.test', type: 'Merchant', tenant: 'Acme Payments', what: 'SandboxEnabled (Test mode forced)' },
  { email: 'noprocessing@demo.test', type: 'Merchant', tenant: 'Acme Payments', what: 'NoProcessing; e-mail support button instead of Support lookup' },
  { email: 'tenant2@demo.test', type: 'Tenant (crm)', tenant: 'Globex Pay', what: 'as tenant@, other tenant' },
  { email: 'merchant2@demo.test', type: 'Merchant', tenant: 'Globex Pay', what: 'as merchant@, other tenant' },
];
