import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { stripApiDocs } from './strip-api-docs-transformer';

const CONTRACTS = path.resolve(__dirname, '../../../contracts/src');

/** `source` as a browser build emits it from `fileName`. */
function emitted(source: string, fileName = path.join(CONTRACTS, 'endpoints', 'example.ts')): string {
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    transformers: { before: [stripApiDocs] },
  }).outputText;
}

/** What `code` evaluates `name` to (the emitted module's exports, `export` dropped). */
function evaluate(code: string, name: string): unknown {
  const body = code.replace(/^export /gm, '').replace(/^import .*$/gm, '');
  return new Function('defineEndpoint', `${body}\nreturn ${name};`)((endpoint: unknown) => endpoint);
}

describe("the contracts' API documentation in a browser build", () => {
  it("drops an endpoint's summary and its schemas' descriptions, and keeps what the browser uses", () => {
    const code = emitted(`
      const dateTime = { type: 'string', format: 'date-time' };
      const query = {
        from: { ...dateTime, description: 'ISO date-time, inclusive' },
        status: { type: 'array', items: { type: 'string', enum: ['Sale'] }, description: \`Statuses (\${2} at most)\` },
      };
      export const LIST = defineEndpoint({
        method: 'GET', path: 'transactions', base: 'merchant', summary: 'Lists the transactions ' + \`(\${'one page'}) \` + 'newest first', tags: ['Transactions'],
        query: { type: 'object', properties: query }, modeScoped: true, responses: { 200: null },
      });
    `);
    expect(code).not.toMatch(/Lists the transactions|newest first|ISO date-time|Statuses/);
    expect(evaluate(code, 'LIST')).toEqual({
      method: 'GET', path: 'transactions', base: 'merchant', tags: ['Transactions'], modeScoped: true, responses: { 200: null },
      query: { type: 'object', properties: { from: { type: 'string', format: 'date-time' }, status: { type: 'array', items: { type: 'string', enum: ['Sale'] } } } },
    });
  });

  it("keeps a description that is not a schema's (a list a screen shows) and one that is not text", () => {
    const code = emitted(`
      const label = 'Shown';
      export const JOBS = [{ name: 'daily', description: 'Writes the report files' }];
      export const CATALOG = { daily: { name: 'daily', description: 'Deletes old runs' } };
      export const COMPUTED = { type: 'string', description: label };
    `);
    expect(evaluate(code, 'JOBS')).toEqual([{ name: 'daily', description: 'Writes the report files' }]);
    expect(evaluate(code, 'CATALOG')).toEqual({ daily: { name: 'daily', description: 'Deletes old runs' } });
    expect(evaluate(code, 'COMPUTED')).toEqual({ type: 'string', description: 'Shown' });
  });

  it("leaves files outside the contracts' source, and their tests, as they are", () => {
    const source = "export const S = { type: 'string', description: 'Kept' };";
    expect(emitted(source, path.join(CONTRACTS, '..', '..', 'kit', 'src', 'x.ts'))).toContain("description: 'Kept'");
    expect(emitted(source, path.join(CONTRACTS, 'endpoints', 'x.test.ts'))).toContain("description: 'Kept'");
  });

  it("takes every endpoint's summary out of the real contracts and keeps the scheduler's job descriptions", () => {
    const files = (fs.readdirSync(CONTRACTS, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$|\.d\.ts$/.test(f));
    let summaries = 0;
    for (const file of files) {
      const fileName = path.join(CONTRACTS, file);
      const source = fs.readFileSync(fileName, 'utf8');
      summaries += (source.match(/\bsummary: ['`"]/g) ?? []).length;
      const code = emitted(source, fileName);
      // An endpoint's summary is never left where it was written as a property of defineEndpoint's object.
      if (/defineEndpoint\(\{[^}]*\bsummary: ['`"]/.test(source)) expect([file, /defineEndpoint\(\{[^}]*\bsummary: ['`"]/.test(code)]).toEqual([file, false]);
    }
    expect(summaries).toBeGreaterThan(300);
    const scheduler = emitted(fs.readFileSync(path.join(CONTRACTS, 'settings', 'scheduler.ts'), 'utf8'), path.join(CONTRACTS, 'settings', 'scheduler.ts'));
    expect(scheduler).toContain("Writes yesterday's report files");
  });
});
