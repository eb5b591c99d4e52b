import { holdsAny, splitPermissionField } from './permissions';
import { ROUTE_CATALOG, UNAUTHORIZED_PATH, type CatalogRoute } from './route-catalog';
import type { ProcessingStatus, ProfileUserType } from './user-context';
import { MERCHANT_AREA_STAGES, STAGE_REDIRECT_PATH, merchantStageOf, type MerchantArea, type MerchantStage } from './merchant-stage';

/**
 * Who may open a route (ADR 0076): a route is reachable only when the guard of every area root above it
 * (the catalogue rows whose path is a segment-wise prefix of its path, outermost first) and its own guard
 * pass. The route guards, the main menu and the section index pages all decide with these functions.
 */

/** What one guard asks of the user. */
export interface AccessRule {
  /** Any one is enough (entries may be comma-separated); empty: no permission needed. */
  permissions: readonly string[];
  /** Only these profile user types; empty or absent: any. */
  userTypes?: readonly ProfileUserType[];
  /** Only a user acting for a merchant (a merchant id in the user context). */
  requiresMerchant?: boolean;
  /** Only a merchant at one of these stages (ADR 0111); a user without a merchant stage (staff) passes. */
  stages?: readonly MerchantStage[];
  /** Where a user failing this guard goes (default /authentication/unauthorized). */
  redirectTo?: string;
}

/** The user as the guards see them. */
export interface AccessSubject {
  profile: ProfileUserType | undefined;
  permissions: ReadonlySet<string> | readonly string[];
  merchantId?: string | null;
  /** The merchant's processingStatus from the user context: decides its stage (ADR 0111). */
  processingStatus?: ProcessingStatus | null;
}

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

/** The guard a catalogue row asks for. */
export function ruleOf(row: CatalogRoute): AccessRule {
  const rule: AccessRule = { permissions: [...row.permissions] };
  if (row.userTypes?.length) rule.userTypes = [...row.userTypes];
  if (row.requiresMerchant) rule.requiresMerchant = true;
  if (row.redirectTo) rule.redirectTo = row.redirectTo;
  return rule;
}

/** True when the rule asks for nothing beyond being signed in. */
export function isOpenRule(rule: AccessRule): boolean {
  return rule.permissions.length === 0 && !rule.userTypes?.length && !rule.requiresMerchant && !rule.stages;
}

export function passesRule(rule: AccessRule, subject: AccessSubject): boolean {
  if (rule.userTypes?.length && (!subject.profile || !rule.userTypes.includes(subject.profile))) return false;
  if (rule.requiresMerchant && !subject.merchantId) return false;
  if (rule.stages) {
    const stage = subject.merchantId ? merchantStageOf(subject.processingStatus) : undefined;
    if (stage && !rule.stages.includes(stage)) return false;
  }
  return holdsAny(subject.permissions, rule.permissions.flatMap((entry) => splitPermissionField(entry)));
}

/** The first rule (area roots first, then the route's own) that fails decides where the user goes. */
export function decideAccess(rules: readonly AccessRule[], subject: AccessSubject): AccessDecision {
  const failed = rules.find((rule) => !passesRule(rule, subject));
  return failed ? { allowed: false, redirectTo: failed.redirectTo ?? UNAUTHORIZED_PATH } : { allowed: true };
}

/** The catalogue rows above `path` (segment-wise prefixes, not the path itself), outermost first. */
export function areaRootsOf(path: string, catalog: readonly CatalogRoute[] = ROUTE_CATALOG): CatalogRoute[] {
  const clean = path.replace(/\/+$/, '');
  return catalog
    .filter((row) => row.path !== clean && clean.startsWith(`${row.path}/`))
    .sort((a, b) => a.path.length - b.path.length);
}

/** The guards of the area roots above `path` that ask for something, outermost first. */
export function areaRulesOf(path: string, catalog: readonly CatalogRoute[] = ROUTE_CATALOG): AccessRule[] {
  return areaRootsOf(path, catalog).map(ruleOf).filter((rule) => !isOpenRule(rule));
}

/**
 * The stage guard of a row (ADR 0111): a merchant area's stages from the one rule table; a merchant failing it goes to
 * the boarding pages. Undefined for rows of no merchant area, or areas every stage opens.
 */
export function stageRuleOf(row: Pick<CatalogRoute, 'stageArea'>): AccessRule | undefined {
  if (!row.stageArea) return undefined;
  const { stages } = MERCHANT_AREA_STAGES[row.stageArea];
  return stages.length === 3 ? undefined : { permissions: [], stages, redirectTo: STAGE_REDIRECT_PATH };
}

/** The guards checked before a row's own: its area roots' and its stage guard, in that order. */
export function guardRulesOf(row: CatalogRoute, catalog: readonly CatalogRoute[] = ROUTE_CATALOG): AccessRule[] {
  const stage = stageRuleOf(row);
  return stage ? [...areaRulesOf(row.path, catalog), stage] : areaRulesOf(row.path, catalog);
}

/** Whether the user may open a catalogue row: its area roots' guards, its stage guard and its own. */
export function canOpenCatalogRoute(row: CatalogRoute, subject: AccessSubject, catalog: readonly CatalogRoute[] = ROUTE_CATALOG): boolean {
  return decideAccess([...guardRulesOf(row, catalog), ruleOf(row)], subject).allowed;
}

/**
 * The merchant areas each permission opens (ADR 0111): a permission is mapped when every catalogue page that asks for it
 * lies in a merchant area and some stage does not open one of them (Merchant.Reports.* -> reports,
 * Merchant.PaymentsSettings.AntifraudRules -> paymentSettings and payments, whose approvals page asks for it too, ...).
 * The API reads it so that every read and write of those pages follows the pages' stage guard without each route naming
 * its area; a permission any page outside the merchant areas also asks for is not mapped.
 */
export const PERMISSION_MERCHANT_AREAS: ReadonlyMap<string, readonly MerchantArea[]> = (() => {
  const areas = new Map<string, Set<MerchantArea | null>>();
  for (const row of ROUTE_CATALOG) {
    for (const permission of row.permissions.flatMap((entry) => splitPermissionField(entry))) {
      const seen = areas.get(permission) ?? new Set();
      seen.add(row.stageArea ?? null);
      areas.set(permission, seen);
    }
  }
  const mapped = new Map<string, readonly MerchantArea[]>();
  for (const [permission, seen] of areas) {
    if (seen.has(null)) continue;
    const list = [...seen] as MerchantArea[];
    if (list.some((area) => MERCHANT_AREA_STAGES[area].stages.length < 3)) mapped.set(permission, list.sort());
  }
  return mapped;
})();

/**
 * Whether a merchant at `stage` passes a permission check only through permissions of areas its stage does not open:
 * the API then refuses the call with the stage's sentence, as the page's guard sends the user to the boarding pages.
 */
export function passesOnlyThroughClosedAreas(held: readonly string[], stage: MerchantStage): boolean {
  return held.length > 0 && held.every((permission) => {
    const areas = PERMISSION_MERCHANT_AREAS.get(permission);
    return areas !== undefined && areas.every((area) => !MERCHANT_AREA_STAGES[area].stages.includes(stage));
  });
}
