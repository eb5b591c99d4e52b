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

function federationOptions(app: string): { name: string; shared: unknown; shareStrategy: string; manifest: unknown; remotes: unknown } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(root, app, 'webpack.config.js')) as (env: unknown, argv: { mode: string }) => { plugins: Array<{ constructor: { name: string }; _options?: unknown }> };
  const config = factory({}, { mode: 'production' });
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return plugin!._options as never;
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

  it('with per-module sharing on (PORTAL_PER_MODULE_SHARING=1), shares antd and @rc-component module by module, each module a singleton', () => {
    const shared = sharedDependencies(path.join(root, 'host'), { perModuleSharing: true });
    expect(shared['antd/']).toEqual({ singleton: true, requiredVersion: false, strictVersion: false, allowNodeModulesSuffixMatch: true });
    expect(shared['@rc-component/']).toMatchObject({ singleton: true, requiredVersion: false, strictVersion: false, allowNodeModulesSuffixMatch: true });
    // Packages with an exports map cannot be reached by a deep path: shared whole (their barrel) instead.
    const exclude = (shared['@rc-component/'] as { exclude?: { request: RegExp } }).exclude!.request;
    expect(exclude.test('picker/es/PickerInput/RangePicker.js')).toBe(true);
    expect(exclude.test('picker')).toBe(false);
    expect(exclude.test('util/es/hooks/useEvent.js')).toBe(false);
    expect(sharedDependencies(path.join(root, 'host'))).not.toHaveProperty('antd/');
  });

  it('bundles @portal/contracts into each app, so a remote never reads an older host\'s contract (ADR 0013)', () => {
    expect(sharedDependencies(path.join(root, 'host'))).not.toHaveProperty('@portal/contracts');
  });

  it('is the one map every app builds with (two copies of React or antd would be a bug)', () => {
    const expected = sharedDependencies(path.join(root, 'host'));
    for (const app of APPS) {
      const options = federationOptions(app);
      expect({ app, shared: options.shared }).toEqual({ app, shared: expected });
      expect(options.shareStrategy).toBe('loaded-first');
      expect(options.remotes).toEqual({});
    }
  });
});
