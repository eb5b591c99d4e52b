/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { antdExportFiles } from './antd-exports';
import { rewriteAntdImports } from './antd-imports-loader';
import { familyOf } from './split-chunks';
import { CanonicalRequestsPlugin } from './canonical-requests-plugin';

const host = path.resolve(__dirname, '../../../../host');

describe('antd imports, rewritten per component (ADR 0048)', () => {
  const files = antdExportFiles(host);

  it('maps every component of antd\'s barrel to its own folder', () => {
    expect(files.get('Button')).toBe('es/button/index.js');
    expect(files.get('ConfigProvider')).toBe('es/config-provider/index.js');
    expect(files.get('theme')).toBe('es/theme/index.js');
    expect(files.size).toBeGreaterThan(60);
  });

  it('turns one barrel import into one import per component, keeping local names', () => {
    const out = rewriteAntdImports("import { Button, Table as DataTable } from 'antd';\nconsole.log(Button, DataTable);", files);
    expect(out).toContain("import Button from 'antd/es/button/index.js';");
    expect(out).toContain("import DataTable from 'antd/es/table/index.js';");
    expect(out).not.toContain("from 'antd';");
    expect(out).toContain('console.log(Button, DataTable);');
  });

  it('leaves on the barrel what the barrel does not map, and other packages alone', () => {
    const out = rewriteAntdImports("import { Flex, unstableSetRender } from \"antd\";\nimport { Foo } from 'antd-extra';", files);
    expect(out).toContain("import Flex from 'antd/es/flex/index.js';");
    expect(out).toContain("import { unstableSetRender } from 'antd';");
    expect(out).toContain("import { Foo } from 'antd-extra';");
    expect(rewriteAntdImports("import * as antd from 'antd';", files)).toBe("import * as antd from 'antd';");
  });
});

describe('canonical requests inside per-module packages', () => {
  // A fake package tree: node_modules/antd/es/{button/index.js,config-provider/context.js}.
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'canonical-'));
  const antd = path.join(tree, 'node_modules', 'antd');
  fs.mkdirSync(path.join(antd, 'es', 'button'), { recursive: true });
  fs.mkdirSync(path.join(antd, 'es', 'config-provider'), { recursive: true });
  fs.writeFileSync(path.join(antd, 'package.json'), '{"name":"antd","version":"1.0.0"}');
  fs.writeFileSync(path.join(antd, 'es', 'button', 'index.js'), '');
  fs.writeFileSync(path.join(antd, 'es', 'config-provider', 'context.js'), '');

  /** Runs the plugin's beforeResolve on one request and returns the request it leaves. */
  function canonical(request: string, context: string): string {
    let hook: ((data: { request: string; context: string }) => void) | undefined;
    const factory = { hooks: { beforeResolve: { tap: (_o: unknown, fn: typeof hook) => { hook = fn; } } } };
    const compiler = { hooks: { normalModuleFactory: { tap: (_n: string, fn: (f: typeof factory) => void) => fn(factory) } } };
    new CanonicalRequestsPlugin({ packages: (name) => name === 'antd' }).apply(compiler as never);
    const data = { request, context };
    hook!(data);
    return data.request;
  }

  it('names the file a relative request inside antd reaches, so every build derives the same share key', () => {
    expect(canonical('../config-provider/context', path.join(antd, 'es', 'button'))).toBe('../config-provider/context.js');
    expect(canonical('../button', path.join(antd, 'es', 'config-provider'))).toBe('../button/index.js');
    expect(canonical('antd/es/button', tree)).toBe('antd/es/button/index.js');
  });

  it('leaves requests of other packages and of app code alone', () => {
    expect(canonical('./local', path.join(tree, 'src'))).toBe('./local');
    expect(canonical('react', path.join(antd, 'es'))).toBe('react');
  });
});

describe('file groups of npm code', () => {
  it('groups antd by component folder and @rc-component by package', () => {
    expect(familyOf('/x/node_modules/.pnpm/antd@6/node_modules/antd/es/button/button.js')).toBe('antd-button');
    expect(familyOf('/x/node_modules/.pnpm/r/node_modules/@rc-component/select/es/Select.js')).toBe('rc-select');
    expect(familyOf('/x/node_modules/.pnpm/c/node_modules/@ant-design/icons/es/icons/UpOutlined.js')).toBe('ant-design-icons');
    expect(familyOf('/x/shared/ui/src/index.ts')).toBeUndefined();
  });
});
