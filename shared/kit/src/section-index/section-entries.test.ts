/**
 * @jest-environment node
 */
import { holdsAny } from '@portal/contracts';
import { sectionEntries } from './section-entries';

const access = (profile: 'crm' | 'merchant' | 'platform', permissions: string[]) => ({ profile, hasAny: (needed: string[]) => holdsAny(new Set(permissions), needed) });

describe('a section index lists what the user may open', () => {
  it('lists the settings a tenant user holds, in menu order, without hidden rows', () => {
    const entries = sectionEntries('/crm/settings', access('crm', ['Settings.Countries', 'Settings.Currencies', 'Settings.ReportsTable']));
    expect(entries.map((e) => e.path)).toEqual(['/crm/settings/countries', '/crm/settings/currencies']);
  });

  it('leaves out entries of another user type', () => {
    const entries = sectionEntries('/crm/settings', access('crm', ['Platform.ReportV2.Settings']));
    expect(entries).toEqual([]);
    expect(sectionEntries('/crm/settings', access('platform', ['Platform.ReportV2.Settings'])).map((e) => e.title)).toEqual(['Report settings']);
  });

  it('lists a merchant\'s payment settings and nothing of the tenant\'s', () => {
    const entries = sectionEntries('/merchant/payment-settings/', access('merchant', ['Merchant.PaymentsSettings.Websites', 'Settings.Countries']));
    expect(entries.map((e) => e.title)).toEqual(['Websites']);
  });
});
