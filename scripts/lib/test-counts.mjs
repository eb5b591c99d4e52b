import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** { passed, failed } from jest's --json output file; suites that crashed before running count as failed. */
export function jestCounts(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return null;
  }
}

/**
 * { passed, failed } from node's test runner output (tap: "# pass 12", spec: "ℹ pass 12").
 * Several runs in one output (e.g. one per database) add up.
 */
export function nodeTestCounts(output) {
  const clean = stripVTControlCharacters(output);
  const sum = (word) =>
    [...clean.matchAll(new RegExp(`^\\s*(?:#|ℹ)\\s*${word} (\\d+)\\s*$`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
  const found = /^\s*(?:#|ℹ)\s*tests \d+\s*$/m.test(clean);
  return found ? { passed: sum('pass'), failed: sum('fail') + sum('cancelled') } : null;
}

/** { passed, failed } from Playwright's JSON reporter; a test that passed on retry (flaky) counts as passed. */
export function playwrightCounts(file) {
  try {
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  } catch {
    return null;
  }
}
