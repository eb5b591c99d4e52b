// The public payment page's weight (issue 34 item 6, ADR 0108): its JavaScript, computed from the backend's build
// output (backend/dist/pay-page.js, the only script /pay/<token> loads), must stay within 60 KB (uncompressed: what
// a customer's phone parses). `npm test` runs it after the build.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const PAY_PAGE_JS_BUDGET_KB = 60;

/** { ok, kb, message } for the built script at `root`; not ok when it is missing or too heavy. */
export function checkPayPageBudget(root = ROOT) {
  const file = path.join(root, 'backend', 'dist', 'pay-page.js');
  if (!fs.existsSync(file)) return { ok: false, kb: null, message: `payment page: ${path.relative(root, file)} is missing (the backend build writes it)` };
  const kb = fs.statSync(file).size / 1024;
  const ok = kb <= PAY_PAGE_JS_BUDGET_KB;
  return { ok, kb, message: `payment page JavaScript: ${kb.toFixed(1)} KB (budget ${PAY_PAGE_JS_BUDGET_KB} KB)${ok ? '' : ': OVER BUDGET'}` };
}
