import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** What fails the walk: axe's two worst impact levels (ADR 0040). */
const FAILING_IMPACTS = ['serious', 'critical'];

/** The WCAG 2.0/2.1 A and AA rules: what the product owner's "passes axe" means. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's browser source, the very copy @axe-core/playwright injects (its own dependency, pinned with it). */
const AXE_SOURCE = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

export interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe over `include` (a CSS selector; the whole document when absent) and returns the serious and
 * critical findings. Speed (ADR 0040, session 11): axe-core is injected once per document (in-app navigation
 * keeps it), and each scan is one call into the page that runs axe and hands back only the failing findings,
 * where @axe-core/playwright's legacy mode made seven round trips per scan (re-injecting and re-configuring in
 * every frame, the silent-renew iframe included) and carried axe's whole result object back. Same rules, same
 * tags, same impacts. `iframes: false`: the portal draws no iframe content (only oidc's hidden renew frame).
 */
export async function scan(page: Page, label: string, include?: string): Promise<Finding[]> {
  let outcome = await runAxe(page, include);
  if (outcome.missing) {
    await page.evaluate(AXE_SOURCE);
    outcome = await runAxe(page, include);
  }
  if (outcome.error) throw new Error(`axe on ${label}: ${outcome.error}`);
  return outcome.violations.map((v) => ({ page: label, ...v }));
}

/** One call into the page: axe's run over `include` (or says that axe is not in this document yet). */
function runAxe(page: Page, include?: string) {
  return page.evaluate(async ({ include, tags, impacts }) => {
    type Violation = { id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> };
    type Axe = { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };
    const axe = (window as unknown as { axe?: Axe }).axe;
    if (typeof axe?.run !== 'function') return { missing: true, error: null, violations: [] };
    try {
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
        // No stylesheet and media preload (ADR 0040, session 12): axe re-reads every stylesheet of the document
        // for each run for only two rules, css-orientation-lock (tagged experimental, so never run under these
        // tags) and no-autoplay-audio (moderate: it cannot fail the walk). No serious or critical finding is lost.
        preload: false,
      });
      return {
        missing: false,
        error: null,
        violations: violations.filter((v) => impacts.includes(v.impact ?? '')).map((v) => ({
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`),
        })),
      };
    } catch (error) {
      return { missing: false, error: (error as Error).message, violations: [] };
    }
  }, { include: include ?? null, tags: TAGS, impacts: FAILING_IMPACTS });
}

/** One line per finding, for the failure message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.page}: ${f.rule} [${f.impact}] ${f.help}\n    ${f.nodes.join('\n    ')}`)
    .join('\n');
}

/**
 * Waits for the opening motions (a half-faded dialog or panel would be measured against the mask behind it). Not
 * waited for: endless ones (spinners, a caret's blink), which never end, and antd's click wave, an empty ring that
 * fades out over 2 s after every button click and covers no text (each scan right after a click waited it out).
 */
export async function motionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'
    || a.effect?.getComputedTiming().endTime === Infinity
    || !!((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.ant-wave')));
}

/**
 * Fails the test on any serious or critical violation in `include` (the whole document when absent): for
 * the screens the route walk cannot reach (dialogs, ticket detail, identity pages; ADR 0040).
 */
export async function expectAccessible(page: Page, label: string, include?: string): Promise<void> {
  await motionsDone(page);
  const findings = await scan(page, label, include);
  if (findings.length > 0) throw new Error(`serious or critical axe violations:\n${describeFindings(findings)}`);
}
