import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What fails the walk: axe's two worst impact levels (ADR 0040). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** The WCAG 2.0/2.1 A and AA rules: what the product owner's "passes axe" means. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe over `include` (a CSS selector; the whole document when absent) and returns the serious and
 * critical findings. Speed (ADR 0040): axe-core is injected once per document (in-app navigation keeps
 * it; later scans pass an empty source), runs in legacy mode (the default partial mode opens a blank
 * page per scan to merge results) and reports violations only.
 */
export async function scan(page: Page, label: string, include?: string): Promise<Finding[]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  let builder = new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      page: label,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`),
    }));
}

/** One line per finding, for the failure message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.page}: ${f.rule} [${f.impact}] ${f.help}\n    ${f.nodes.join('\n    ')}`)
    .join('\n');
}

/**
 * Fails the test on any serious or critical violation in `include` (the whole document when absent): for
 * the screens the route walk cannot reach (dialogs, ticket detail, identity pages; ADR 0040).
 */
export async function expectAccessible(page: Page, label: string, include?: string): Promise<void> {
  // Opening motions done (a half-faded dialog would be measured against the mask); endless ones (spinners,
  // a caret's blink) never end and are not waited for.
  await page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  const findings = await scan(page, label, include);
  if (findings.length > 0) throw new Error(`serious or critical axe violations:\n${describeFindings(findings)}`);
}
