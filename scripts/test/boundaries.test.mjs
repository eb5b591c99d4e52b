// The federation's lint boundaries, checked on virtual files (nothing is written to the workspace).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from '../lib/paths.mjs';

const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('portal/')).map((m) => m.ruleId);
}

test('a remote may not import another remote by package name or by path', async () => {
  assert.deepEqual(await boundaryErrors('remotes/crm/src/a.ts', "import x from '@portal/remote-support';\nexport { x };\n"), ['portal/no-cross-remote-imports']);
  assert.deepEqual(await boundaryErrors('remotes/crm/src/a.ts', "export { y } from '../../support/src/y';\n"), ['portal/no-cross-remote-imports']);
  assert.deepEqual(await boundaryErrors('remotes/crm/src/deep/a.ts', "export const m = () => import('../../../transactions/src/module');\n"), ['portal/no-cross-remote-imports']);
  assert.deepEqual(await boundaryErrors('remotes/crm/src/a.ts', "export { h } from '../../../host/src/h';\n"), ['portal/no-cross-remote-imports']);
});

test('a remote may import its own files and the shared packages', async () => {
  assert.deepEqual(await boundaryErrors('remotes/crm/src/a.ts', "import { b } from './b';\nimport { ROUTE_CATALOG } from '@portal/contracts';\nexport { b, ROUTE_CATALOG };\n"), []);
  assert.deepEqual(await boundaryErrors('remotes/crm/src/a.ts', "export { c } from '../../../shared/ui/src/c';\n"), []);
});

test("a remote's e2e specs may use the host's e2e helpers, not the host's code", async () => {
  assert.deepEqual(await boundaryErrors('remotes/support/e2e/a.spec.ts', "export { signIn } from '../../../host/e2e/support';\n"), []);
  assert.deepEqual(await boundaryErrors('remotes/support/e2e/a.spec.ts', "export { x } from '../../../host/src/x';\n"), ['portal/no-cross-remote-imports']);
  assert.deepEqual(await boundaryErrors('remotes/support/src/a.ts', "export { signIn } from '../../../host/e2e/support';\n"), ['portal/no-cross-remote-imports']);
  assert.deepEqual(await boundaryErrors('remotes/support/e2e/a.spec.ts', "export { y } from '../../crm/e2e/y';\n"), ['portal/no-cross-remote-imports']);
});

test('the backend may not import front-end code', async () => {
  for (const source of ['react', 'react-dom/client', 'react-router', 'antd', '@portal/auth', '@portal/api-client/src/x', '@portal/ui', '@portal/mf-config', '@portal/remote-crm', '../../../host/src/x', '../../../remotes/crm/src/x', '../../../shared/ui/src/x']) {
    assert.deepEqual(await boundaryErrors('backend/src/modules/a.ts', `export * from '${source}';\n`), ['portal/no-frontend-in-backend'], source);
  }
});

test('the backend may import contracts, its own files and server packages', async () => {
  assert.deepEqual(
    await boundaryErrors('backend/src/modules/a.ts', "export * from '@portal/contracts';\nexport * from '../lib/ids';\nexport * from 'fastify';\nexport * from '../../../shared/contracts/src/index';\n"),
    [],
  );
});

test('require() counts as an import', async () => {
  assert.deepEqual(await boundaryErrors('backend/src/a.cjs', "module.exports = require('react');\n"), ['portal/no-frontend-in-backend']);
});
