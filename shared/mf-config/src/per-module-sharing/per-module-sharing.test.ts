/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { antdExportFiles } from './antd-exports';
import { rewriteAntdImports, rewriteIconImports, rewritePortalUiImports, rewriteRouterImports, rewriteSlimImports } from './antd-imports-loader';
import { exportNamesOf, routerExportNames, SLIM_MODULES } from './slim-modules';
import { iconFileNames } from './icons-exports';
import { portalUiExportFiles } from './portal-ui-exports';
import { rcBarrelExports, rewriteRcBarrelImports } from './rc-barrel-exports';
import { familyOf } from './split-chunks';
import { CanonicalRequestsPlugin } from './canonical-requests-plugin';
import { ConsumeOnlyPlugin } from './consume-only-plugin';

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

describe('@portal/ui imports, rewritten per file (session 11)', () => {
  const files = portalUiExportFiles(host);

  it('maps each value @portal/ui exports to the file that defines it, and no type', () => {
    expect(files.get('PageTitle')).toBe('@portal/ui/src/layout/PageTitle');
    expect(files.get('PortalSelect')).toBe('@portal/ui/src/select/PortalSelect');
    expect(files.get('AttachmentsBox')).toBe('@portal/ui/src/attachments');
    expect(files.has('PortalSelectProps')).toBe(false);
  });

  it('splits one barrel import by file, keeping local names, and leaves what it does not know on the barrel', () => {
    const out = rewritePortalUiImports("import { PageTitle, PortalSelect as Choice, DROPDOWN_MAX_HEIGHT, later } from '@portal/ui';", files);
    expect(out).toContain("import { PageTitle } from '@portal/ui/src/layout/PageTitle';");
    expect(out).toContain("import { PortalSelect as Choice, DROPDOWN_MAX_HEIGHT } from '@portal/ui/src/select/PortalSelect';");
    expect(out).toContain("import { later } from '@portal/ui';");
    expect(rewritePortalUiImports("import { X } from '@portal/ui-extra';", files)).toBe("import { X } from '@portal/ui-extra';");
  });
});

describe('@ant-design/icons imports, rewritten per icon (session 11)', () => {
  const icons = iconFileNames(host);

  it('knows every icon that has its own file, and not the barrel or helpers', () => {
    expect(icons.has('HolderOutlined')).toBe(true);
    expect(icons.has('CalendarOutlined')).toBe(true);
    expect(icons.has('index')).toBe(false);
    expect(icons.has('createFromIconfontCN')).toBe(false);
    expect(icons.size).toBeGreaterThan(800);
  });

  it('turns one barrel import into one import per icon, keeping local names, and leaves helpers on the barrel', () => {
    const out = rewriteIconImports("import { AppstoreOutlined, CalendarOutlined as Day, createFromIconfontCN } from '@ant-design/icons';", icons);
    expect(out).toContain("import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';");
    expect(out).toContain("import Day from '@ant-design/icons/es/icons/CalendarOutlined';");
    expect(out).toContain("import { createFromIconfontCN } from '@ant-design/icons';");
    expect(rewriteIconImports("import Icon from '@ant-design/icons';", icons)).toBe("import Icon from '@ant-design/icons';");
    expect(rewriteIconImports("import { X } from '@ant-design/icons-svg';", icons)).toBe("import { X } from '@ant-design/icons-svg';");
  });
});

describe("antd's imports of @rc-component barrels, rewritten per file (session 11)", () => {
  // A fake package in the shapes rc barrels use: re-exports from files, and imports re-exported by name.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-barrel-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'es', 'hooks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"@rc-component/fake","version":"1.0.0"}');
  for (const file of ['Form.js', 'FormContext.js', 'hooks/useForm.js', 'color.js']) fs.writeFileSync(path.join(dir, 'es', file), '');
  fs.writeFileSync(path.join(dir, 'es', 'index.js'), [
    'import FieldForm from "./Form";',
    'import { FormProvider } from "./FormContext";',
    'export { default as useForm } from "./hooks/useForm";',
    'export { Color, Color as RcColor } from "./color";',
    'export * from "./interface";',
    'export { FormProvider, FieldForm as Inner };',
    'export default FieldForm;',
  ].join('\n'));
  const map = rcBarrelExports(dir)!;

  it('maps each named export to the file that defines it, under its original name', () => {
    expect(map.get('useForm')).toEqual({ file: 'es/hooks/useForm.js', imported: 'default' });
    expect(map.get('FormProvider')).toEqual({ file: 'es/FormContext.js', imported: 'FormProvider' });
    expect(map.get('Inner')).toEqual({ file: 'es/Form.js', imported: 'default' });
    expect(map.get('RcColor')).toEqual({ file: 'es/color.js', imported: 'Color' });
  });

  it('rewrites an import whose names are all mapped, and leaves any other as written', () => {
    const exportsOf = (name: string) => (name === '@rc-component/fake' ? map : null);
    expect(rewriteRcBarrelImports("import { FormProvider as P, useForm } from '@rc-component/fake';", exportsOf))
      .toBe("import { FormProvider as P } from '@rc-component/fake/es/FormContext.js'; import useForm from '@rc-component/fake/es/hooks/useForm.js';");
    const partly = "import { useForm, Unknown } from '@rc-component/fake';";
    expect(rewriteRcBarrelImports(partly, exportsOf)).toBe(partly);
    const other = "import { x } from '@rc-component/other';";
    expect(rewriteRcBarrelImports(other, exportsOf)).toBe(other);
  });

  it('maps nothing for a package with an exports map (its files cannot be imported by path)', () => {
    const restricted = fs.mkdtempSync(path.join(dir, 'restricted-'));
    fs.mkdirSync(path.join(restricted, 'es'));
    fs.writeFileSync(path.join(restricted, 'package.json'), '{"name":"x","exports":{".":"./es/index.js"}}');
    fs.writeFileSync(path.join(restricted, 'es', 'index.js'), 'export { default as A } from "./a";');
    expect(rcBarrelExports(restricted)).toBeNull();
  });
});

describe('canonical requests inside per-module packages', () => {
  // A fake package tree: node_modules/antd/es/{button/index.js,config-provider/context.js}.
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'canonical-'));
  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));
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

describe('a remote consumes without providing (session 11)', () => {
  it('keeps one of each sharing runtime module per chunk, so the consume table is in the entry once', () => {
    class ConsumeSharedRuntimeModule {}
    class ShareRuntimeModule {}
    class OtherRuntimeModule {}
    let onRuntimeModule: ((module: object, chunk: object) => void) | undefined;
    const disconnected: object[] = [];
    const modules = new Set<object>();
    const compilation = {
      hooks: { runtimeModule: { tap: (_n: string, fn: typeof onRuntimeModule) => { onRuntimeModule = fn; } } },
      chunkGraph: { disconnectChunkAndRuntimeModule: (_chunk: object, module: object) => { disconnected.push(module); } },
      modules,
    };
    const tapped: Array<(c: typeof compilation) => void> = [];
    const compiler = { hooks: { thisCompilation: { tap: (_n: string, fn: (c: typeof compilation) => void) => { tapped.push(fn); } } } };
    // Only the plugin's own hook matters here: Module Federation's ConsumeSharedPlugin is applied to a stub.
    const plugin = new ConsumeOnlyPlugin({ consumes: {} });
    (plugin as unknown as { applyDedupe: (c: unknown) => void }).applyDedupe(compiler);
    tapped[0]!(compilation);
    const entry = {};
    const other = {};
    const first = new ConsumeSharedRuntimeModule();
    const second = new ConsumeSharedRuntimeModule();
    const share = new ShareRuntimeModule();
    const unrelated = new OtherRuntimeModule();
    for (const module of [first, share, unrelated, second]) { modules.add(module); onRuntimeModule!(module, entry); }
    const inOtherChunk = new ConsumeSharedRuntimeModule();
    onRuntimeModule!(inOtherChunk, other);
    expect(disconnected).toEqual([second]);
    expect(modules.has(second)).toBe(false);
    expect(modules.has(first) && modules.has(share) && modules.has(unrelated)).toBe(true);
  });
});

describe('react-router imports, pointed at the portal\'s react-router module (ADR 0048, session 12)', () => {
  it('sends every import of react-router to the one shared module, keeping the names', () => {
    const { source, missing } = rewriteRouterImports("import { Link, useNavigate as go } from 'react-router';\nexport { Outlet } from \"react-router\";\nimport('react-router');\nimport 'react-router-dom';", routerExportNames());
    expect(source).toContain("import { Link, useNavigate as go } from '@portal/react-router';");
    expect(source).toContain('export { Outlet } from "@portal/react-router";');
    expect(source).toContain("import('@portal/react-router')");
    expect(source).toContain("import 'react-router-dom';");
    expect(missing).toEqual([]);
  });

  it('sends react-i18next to the portal\'s react-i18next module too, and names Trans, which it leaves out (ADR 0115, session 56)', () => {
    const slim = SLIM_MODULES.find((m) => m.library === 'react-i18next')!;
    const { source, missing } = rewriteSlimImports("import { useTranslation, Trans } from 'react-i18next';\nimport 'react-i18next-extra';", slim, exportNamesOf(slim));
    expect(source).toContain("import { useTranslation, Trans } from '@portal/react-i18next';");
    expect(source).toContain("import 'react-i18next-extra';");
    expect(missing).toEqual(['Trans']);
  });

  it('names what that module does not export, so that the build can fail with it', () => {
    expect(rewriteRouterImports("import { Link, unstable_HistoryRouter } from 'react-router';", routerExportNames()).missing).toEqual(['unstable_HistoryRouter']);
  });

  it.each(SLIM_MODULES.map((slim) => [slim.library, slim] as const))('exports every name the apps and workspace packages import from %s', (library, slim) => {
    const root = path.resolve(__dirname, '../../../..');
    const used = new Set<string>();
    const namedImports = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${library}'`, 'g');
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === 'dist') continue;
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !file.includes('test-support')) {
          for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(namedImports)) {
            for (const name of list.split(',').map((s) => s.trim()).filter((s) => s && !s.startsWith('type '))) used.add(name.split(/\s+as\s+/)[0]!);
          }
        }
      }
    };
    for (const dir of ['host/src', 'remotes', 'shared']) walk(path.join(root, dir));
    expect(used.size).toBeGreaterThan(1);
    expect([...used].filter((name) => !exportNamesOf(slim).has(name))).toEqual([]);
  });
});
