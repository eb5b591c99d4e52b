/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { sharedDependencies } from './index';

const root = path.resolve(__dirname, '../../..');
const APPS = ['host', 'remotes/support', 'remotes/transactions', 'remotes/reports-settings', 'remotes/dashboard', 'remotes/crm'];

const REQUIRED = [
  'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-router', 'antd',
  '@ant-design/cssinjs', '@ant-design/icons', '@tanstack/react-query', 'jotai', 'i18next', 'react-i18next', 'dayjs',
  'isomorphic-dompurify', '@portal/api-client', '@portal/auth', '@portal/ui', '@portal/i18n',
];

function federationOptions(app: string): { name: string; shared: Record<string, object>; consumedOnly: Record<string, object>; shareStrategy: string; manifest: unknown; remotes: unknown } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(root, app, 'webpack.config.js')) as (env: unknown, argv: { mode: string }) => { plugins: Array<{ constructor: { name: string }; _options?: unknown; consumes?: Record<string, object> }> };
  const config = factory({}, { mode: 'production' });
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  // A remote consumes the module-by-module keys without providing them (ADR 0048, session 11).
  const consumeOnly = config.plugins.find((p) => p.constructor.name === 'ConsumeOnlyPlugin');
  return { ...(plugin!._options as object), consumedOnly: consumeOnly?.consumes ?? {} } as never;
}

describe('sharedDependencies', () => {
  it('shares every required package as a singleton with the installed version as ^requiredVersion', () => {
    const shared = sharedDependencies(path.join(root, 'host'));
    expect(Object.keys(shared).sort()).toEqual([...REQUIRED].sort());
    const react = (JSON.parse(fs.readFileSync(path.join(root, 'host/node_modules/react/package.json'), 'utf8')) as { version: string }).version;
    expect(shared.react).toEqual({ singleton: true, requiredVersion: `^${react}`, version: react, strictVersion: false });
    expect(shared['react/jsx-runtime'].requiredVersion).toBe(`^${react}`);
    expect(shared['@portal/ui']).toMatchObject({ singleton: true, requiredVersion: '^0.1.0' });
    for (const entry of Object.values(shared)) expect(entry.singleton).toBe(true);
  });

  it('with per-module sharing (the default build), shares antd, @rc-component and @portal/ui module by module, each module a singleton', () => {
    const shared = sharedDependencies(path.join(root, 'host'), { perModuleSharing: true });
    expect(shared['antd/']).toEqual({ singleton: true, requiredVersion: false, strictVersion: false, allowNodeModulesSuffixMatch: true });
    // One prefix per @rc-component package, no request filter (a singleton with a filter warns once per module).
    expect(shared['@rc-component/select/']).toEqual({ singleton: true, requiredVersion: false, strictVersion: false, allowNodeModulesSuffixMatch: true });
    expect(shared['@rc-component/select']).toEqual({ singleton: true, requiredVersion: false, strictVersion: false });
    // Packages with an exports map cannot be reached by a deep path: shared whole (their barrel) instead.
    expect(shared['@rc-component/picker']).toEqual({ singleton: true, requiredVersion: false, strictVersion: false });
    expect(shared).not.toHaveProperty('@rc-component/picker/');
    expect(Object.values(shared).some((entry) => 'exclude' in entry || 'include' in entry)).toBe(false);
    expect(shared['@portal/ui/']).toMatchObject({ singleton: true, requiredVersion: '^0.1.0' });
    expect(shared['@portal/ui']).toMatchObject({ singleton: true, requiredVersion: '^0.1.0' });
    expect(sharedDependencies(path.join(root, 'host'))).not.toHaveProperty('antd/');
  });

  // ADR 0115 "Session 59": every remote had bundled its own icon wrapper (with antd's colour helpers) and IconContext.
  it("with per-module sharing, shares @ant-design/icons' components file by file (one IconContext), not its icons", () => {
    const shared = sharedDependencies(path.join(root, 'host'), { perModuleSharing: true });
    expect(shared['@ant-design/icons/es/components/']).toEqual({ singleton: true, requiredVersion: false, strictVersion: false, allowNodeModulesSuffixMatch: true, packageName: '@ant-design/icons' });
    expect(Object.keys(shared).filter((key) => key.startsWith('@ant-design/icons/'))).toEqual(['@ant-design/icons/es/components/']);
    // The host provides them; a remote only consumes them, with its own copy as the fallback.
    expect(federationOptions('host').shared).toHaveProperty(['@ant-design/icons/es/components/']);
    expect(federationOptions('remotes/support').consumedOnly).toHaveProperty(['@ant-design/icons/es/components/']);
    expect(federationOptions('remotes/support').shared).not.toHaveProperty(['@ant-design/icons/es/components/']);
  });

  // ADR 0115 "Session 59": the remotes' antd modules the host does not provide and the icons' helpers import antd's colour
  // packages, which no app depends on by name: each remote had bundled its own copy.
  it.each(['@ant-design/colors', '@ant-design/fast-color'])("with per-module sharing, shares %s whole, as antd's folder resolves it (its ES module entry)", (name) => {
    const shared = sharedDependencies(path.join(root, 'host'), { perModuleSharing: true });
    const antdDir = fs.realpathSync(path.join(root, 'host/node_modules/antd'));
    const manifest = JSON.parse(fs.readFileSync(path.join(antdDir, '..', name, 'package.json'), 'utf8')) as { version: string };
    expect(shared[name]).toEqual({ singleton: true, requiredVersion: false, version: manifest.version, strictVersion: false, import: expect.stringMatching(/[\\/]es[\\/]index\.js$/) });
    expect(fs.existsSync(shared[name]!.import!)).toBe(true);
    expect(sharedDependencies(path.join(root, 'host'))).not.toHaveProperty([name]);
  });

  // react-router (session 12: its browser API; session 56: without the data router) and react-i18next (session 56).
  it.each(['react-router', 'react-i18next'])('with per-module sharing, shares %s as the one module of the names the portal uses, not whole', (library) => {
    const shared = sharedDependencies(path.join(root, 'host'), { perModuleSharing: true });
    const version = (JSON.parse(fs.readFileSync(path.join(root, `host/node_modules/${library}/package.json`), 'utf8')) as { version: string }).version;
    expect(shared).not.toHaveProperty(library);
    expect(shared[`@portal/${library}`]).toEqual({
      singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, import: path.join(__dirname, 'shared-modules', `${library}.js`),
    });
    expect(sharedDependencies(path.join(root, 'host'))[library]).toMatchObject({ singleton: true, version });
  });

  it('bundles @portal/contracts into each app, so a remote never reads an older host\'s contract (ADR 0013)', () => {
    expect(sharedDependencies(path.join(root, 'host'))).not.toHaveProperty('@portal/contracts');
  });

  it('is the one map every app builds with (two copies of React or antd would be a bug)', () => {
    const expected = sharedDependencies(path.join(root, 'host'), { perModuleSharing: true });
    for (const app of APPS) {
      const options = federationOptions(app);
      // Every key with the same settings; a consume carries no version of its own (the provider's is used).
      const merged = { ...options.shared, ...Object.fromEntries(Object.entries(options.consumedOnly).map(([key, value]) => [key, { ...value, ...('version' in (expected[key] ?? {}) ? { version: (expected[key] as { version?: string }).version } : {}) }])) };
      expect({ app, shared: merged }).toEqual({ app, shared: expected });
      if (app === 'host') expect(options.consumedOnly).toEqual({});
      else expect(Object.keys(options.shared).some((key) => key.startsWith('antd/') || key.startsWith('@rc-component/'))).toBe(false);
      expect(options.shareStrategy).toBe('loaded-first');
      expect(options.remotes).toEqual({});
    }
  });
});
