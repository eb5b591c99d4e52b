import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The backend's one way of doing a thing, kept by reading its sources: a second way creeps back in one copied
 * line at a time, and a reviewer rarely sees the pattern a grep sees.
 */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));

const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const full = path.join(dir, entry.name);
  return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
});
const files = sources(SRC).map((file) => ({ name: path.relative(SRC, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));

/** The files (but `allowed`) with a line matching `pattern`, as "file:line". */
const offenders = (pattern: RegExp, allowed: string[] = []) => files
  .filter((f) => !allowed.includes(f.name))
  .flatMap((f) => f.text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${f.name}:${i + 1}`] : [])));

describe("the backend's one way", () => {
  it('reads the Mode header in apiRoute only: an endpoint declares `modeScoped: true` and its handler gets `mode`', () => {
    assert.deepEqual(offenders(/readMode\(|request\.headers\.mode\b/, ['http/mode.ts', 'http/api-route.ts']), [], 'declare the endpoint modeScoped');
  });

  it('pages every list through pagedQuery (ADR 0015): no hand .offset() pager and its second count query', () => {
    assert.ok(files.some((f) => f.name === 'lib/paged-query.ts'), 'the scan reads backend/src');
    assert.deepEqual(offenders(/\.offset\(/, ['lib/paged-query.ts']), [], 'use pagedQuery (lib/paged-query.ts)');
    // Nor an OFFSET in hand SQL, but where grouped SQL pages with totals pagedQuery does not give (ADR 0063 names them).
    const groupedSqlPagers = ['modules/dashboards/data/transaction-sources.ts', 'modules/reports/run-report.ts', 'modules/reports/export.ts'];
    assert.deepEqual(offenders(/\bOFFSET \$\{/, groupedSqlPagers), [], 'use pagedQuery (lib/paged-query.ts)');
  });

  it('imports contracts from @portal/contracts itself and escapes LIKE patterns in lib/like.ts only', () => {
    assert.deepEqual(offenders(/from '[./]+(src\/)?lib\/contracts'/), [], "import from '@portal/contracts'");
    assert.deepEqual(offenders(/replace\(\/\[[^\]]*%[^\]]*\]\/g/, ['lib/like.ts']), [], 'use escapeLike, likeContains or likePrefix (lib/like.ts)');
  });
});
