/**
 * @jest-environment node
 */
import { DEFAULT_SERVICE_BASES, type ServiceBases } from '@portal/contracts';
import { resolveApiUrl } from './resolve-api-url';

const services: ServiceBases = {
  reporting: 'https://reports.example.test/base',
  unversioned: 'https://core.example.test/',
  merchant: 'https://merchant.example.test',
};

describe('resolveApiUrl', () => {
  it.each([
    ['absolute https URL passes through', 'https://other.test/x?y=1', 'crm', 'https://other.test/x?y=1'],
    ['absolute http URL passes through', 'http://other.test/x', null, 'http://other.test/x'],
    ['reporting path goes to the reporting host', 'reporting/daily?from=1', 'merchant', 'https://reports.example.test/base/reporting/daily?from=1'],
    ['anything starting "reporting" goes to reporting', '/reporting-v2/x', 'crm', 'https://reports.example.test/base/reporting-v2/x'],
    ['support goes to the unversioned API', 'support/ticket/my', 'merchant', 'https://core.example.test/support/ticket/my'],
    ['leading slash is optional', '/support/labels', 'crm', 'https://core.example.test/support/labels'],
    ['fs', 'fs/file/1', 'crm', 'https://core.example.test/fs/file/1'],
    ['acc', 'acc/x', null, 'https://core.example.test/acc/x'],
    ['banking', 'banking/x', null, 'https://core.example.test/banking/x'],
    ['dispute', 'dispute/x', null, 'https://core.example.test/dispute/x'],
    ['webhook', 'webhook/x', null, 'https://core.example.test/webhook/x'],
    ['identity', 'identity/x', null, 'https://core.example.test/identity/x'],
    ['conversion-tool', 'conversion-tool/x', null, 'https://core.example.test/conversion-tool/x'],
    ['leave', 'leave?year=2024', null, 'https://core.example.test/leave?year=2024'],
    ['terminal', 'terminal/x', null, 'https://core.example.test/terminal/x'],
    ['btd-transactions', 'btd-transactions/x', null, 'https://core.example.test/btd-transactions/x'],
    ['a segment that only starts like a prefix is not unversioned', 'supporters/x', 'merchant', 'https://merchant.example.test/api/v1/supporters/x'],
    ['api/ paths go to the merchant API as they are', 'api/crm/lookup/active-payment-methods', 'crm', 'https://merchant.example.test/api/crm/lookup/active-payment-methods'],
    ['tenants goes under /api/v1 without crm', '/tenants/mydetails', 'crm', 'https://merchant.example.test/api/v1/tenants/mydetails'],
    ['tenants with a query', 'tenants?pageIndex=0&pageSize=100', 'platform', 'https://merchant.example.test/api/v1/tenants?pageIndex=0&pageSize=100'],
    ['others get the crm prefix for crm users', 'users/me/context', 'crm', 'https://merchant.example.test/api/v1/crm/users/me/context'],
    ['others get the crm prefix for platform users', 'merchants', 'platform', 'https://merchant.example.test/api/v1/crm/merchants'],
    ['others have no crm prefix for merchants', 'users/me/context', 'merchant', 'https://merchant.example.test/api/v1/users/me/context'],
    ['others have no crm prefix without a user type', 'lookup/active-countries', null, 'https://merchant.example.test/api/v1/lookup/active-countries'],
  ] as const)('%s', (_name, path, userType, expected) => {
    expect(resolveApiUrl(path, userType, services)).toBe(expected);
  });

  it('uses the one-machine defaults as relative URLs', () => {
    expect(resolveApiUrl('support/labels', 'crm', DEFAULT_SERVICE_BASES)).toBe('/svc/core/support/labels');
    expect(resolveApiUrl('users/me/context', 'crm', DEFAULT_SERVICE_BASES)).toBe('/svc/merchant/api/v1/crm/users/me/context');
    expect(resolveApiUrl('reporting/x', 'crm', DEFAULT_SERVICE_BASES)).toBe('/svc/reporting/reporting/x');
  });
});
