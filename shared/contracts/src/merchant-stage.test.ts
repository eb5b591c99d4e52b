/**
 * @jest-environment node
 */
import {
  MERCHANT_AREA_STAGES, STAGE_REDIRECT_PATH, areaIsHistoryAt, areaOpenAt, merchantStageOf, stageRefusal, type MerchantArea, type MerchantStage,
} from './merchant-stage';
import {
  PERMISSION_MERCHANT_AREAS, canOpenCatalogRoute, decideAccess, guardRulesOf, passesOnlyThroughClosedAreas, ruleOf, stageRuleOf, type AccessSubject,
} from './route-access';
import { ROUTE_CATALOG } from './route-catalog';

const row = (path: string) => {
  const found = ROUTE_CATALOG.find((r) => r.path === path);
  if (!found) throw new Error(`no catalogue row ${path}`);
  return found;
};
const ALL_PERMISSIONS = [...new Set(ROUTE_CATALOG.flatMap((r) => r.permissions))];
const merchantAt = (processingStatus: string | null): AccessSubject => ({ profile: 'merchant', permissions: ALL_PERMISSIONS, merchantId: 'm-1', processingStatus });

describe('the boarding stage of a merchant (ADR 0111)', () => {
  it('follows processingStatus: NoProcessing boards, SandboxEnabled tests, any other status processes', () => {
    expect(merchantStageOf('NoProcessing')).toBe('boarding');
    expect(merchantStageOf('SandboxEnabled')).toBe('sandbox');
    expect(merchantStageOf('Processing')).toBe('processing');
    expect(merchantStageOf('Suspended')).toBe('processing');
    expect(merchantStageOf(null)).toBeUndefined();
    expect(merchantStageOf(undefined)).toBeUndefined();
  });
});

describe('the rule table (ADR 0111)', () => {
  const table: Array<[MerchantArea, boolean, boolean, boolean]> = [
    // area, boarding, sandbox, processing
    ['boarding', true, true, true],
    ['dashboard', true, true, true],
    ['transactions', false, true, true],
    ['payments', false, true, true],
    ['paymentSettings', false, true, true],
    ['reports', false, true, true],
    ['developerSettings', false, true, true],
    ['support', true, true, true],
    ['users', true, true, true],
    ['documentation', true, true, true],
  ];

  it.each(table)('%s opens at boarding %s, sandbox %s, processing %s', (area, boarding, sandbox, processing) => {
    expect([areaOpenAt(area, 'boarding'), areaOpenAt(area, 'sandbox'), areaOpenAt(area, 'processing')]).toEqual([boarding, sandbox, processing]);
    expect(areaOpenAt(area, undefined)).toBe(true);
  });

  it('covers every area, and makes boarding history once the merchant processes only', () => {
    expect(Object.keys(MERCHANT_AREA_STAGES).sort()).toEqual(table.map(([area]) => area).sort());
    const history = (stage: MerchantStage) => table.map(([area]) => area).filter((area) => areaIsHistoryAt(area, stage));
    expect([history('boarding'), history('sandbox'), history('processing')]).toEqual([[], [], ['boarding']]);
  });

  it('says why in the API\'s refusal', () => {
    expect(stageRefusal('boarding')).toBe('Your account is still boarding: payments and processing pages open once your pre-check form and documents are accepted.');
    expect(stageRefusal('sandbox')).toMatch(/agreement is accepted/);
  });
});

describe('the catalogue reads the table (ADR 0111)', () => {
  it('gives every merchant menu row an area', () => {
    expect(ROUTE_CATALOG.filter((r) => r.menu?.kind === 'merchant' && !r.stageArea).map((r) => r.path)).toEqual([]);
  });

  it('keeps the processing pages from a boarding merchant, sending it to the boarding pages', () => {
    const lookup = row('/merchant/transaction-management/transaction-lookup');
    const rules = [...guardRulesOf(lookup), ruleOf(lookup)];
    expect(decideAccess(rules, merchantAt('NoProcessing'))).toEqual({ allowed: false, redirectTo: STAGE_REDIRECT_PATH });
    expect(decideAccess(rules, merchantAt('SandboxEnabled'))).toEqual({ allowed: true });
    expect(decideAccess(rules, merchantAt('Processing'))).toEqual({ allowed: true });
    for (const path of ['/merchant/payments/single-payment', '/merchant/payment-settings/websites', '/reports/transactions-daily', '/developer-settings/hosted-payment', '/merchant/payments']) {
      expect([path, canOpenCatalogRoute(row(path), merchantAt('NoProcessing'))]).toEqual([path, false]);
      expect([path, canOpenCatalogRoute(row(path), merchantAt('SandboxEnabled'))]).toEqual([path, true]);
    }
  });

  it('opens boarding, support, users and documentation at every stage, and never limits staff', () => {
    for (const status of ['NoProcessing', 'SandboxEnabled', 'Processing']) {
      for (const path of ['/boarding/precheckform', '/boarding/documents', '/merchant/support', '/merchant/users/merchant-management', '/documentation/wiki/details']) {
        expect([status, path, canOpenCatalogRoute(row(path), merchantAt(status))]).toEqual([status, path, true]);
      }
    }
    // A user acting for no merchant has no stage, whatever a stale status says.
    const staff: AccessSubject = { profile: 'crm', permissions: ALL_PERMISSIONS, merchantId: null, processingStatus: 'NoProcessing' };
    expect(decideAccess([stageRuleOf(row('/merchant/payments/single-payment'))!], staff)).toEqual({ allowed: true });
    expect(decideAccess([stageRuleOf(row('/merchant/payments/single-payment'))!], merchantAt('NoProcessing')).allowed).toBe(false);
  });

  it('maps each permission to the merchant areas whose pages ask for it, so the API refuses what the pages hide', () => {
    expect(PERMISSION_MERCHANT_AREAS.get('Merchant.Reports.TransactionsSummary')).toEqual(['reports']);
    expect(PERMISSION_MERCHANT_AREAS.get('Merchant.PaymentsSettings.PaymentLinks')).toEqual(['paymentSettings']);
    expect(PERMISSION_MERCHANT_AREAS.get('Organization.Tpp.Credentials')).toEqual(['developerSettings']);
    expect(PERMISSION_MERCHANT_AREAS.get('Merchant.Transaction.View')).toEqual(['transactions']);
    // Asked for by the rules page and by the merchant's approvals page (payments): both closed while boarding.
    expect(PERMISSION_MERCHANT_AREAS.get('Merchant.PaymentsSettings.AntifraudRules')).toEqual(['paymentSettings', 'payments']);
    // Areas every stage opens, and permissions of staff pages, are not mapped: nothing refuses them by stage.
    expect(PERMISSION_MERCHANT_AREAS.get('Merchant.Support.Lookup')).toBeUndefined();
    expect(PERMISSION_MERCHANT_AREAS.get('CRM.Dashboard.View')).toBeUndefined();
    // Every mapped permission belongs to a merchant page of that area in the catalogue.
    for (const [permission, areas] of PERMISSION_MERCHANT_AREAS) {
      for (const area of areas) {
        expect(ROUTE_CATALOG.some((r) => r.stageArea === area && r.permissions.some((p) => p.split(',').map((x) => x.trim()).includes(permission)))).toBe(true);
      }
    }
  });

  it('refuses a call by stage only when every permission the merchant passes with is of an area its stage does not open', () => {
    expect(passesOnlyThroughClosedAreas(['Merchant.Reports.TransactionsSummary'], 'boarding')).toBe(true);
    expect(passesOnlyThroughClosedAreas(['Merchant.Reports.TransactionsSummary'], 'sandbox')).toBe(false);
    expect(passesOnlyThroughClosedAreas(['Merchant.Reports.TransactionsSummary', 'Merchant.Support.Lookup'], 'boarding')).toBe(false);
    expect(passesOnlyThroughClosedAreas([], 'boarding')).toBe(false);
  });
});
