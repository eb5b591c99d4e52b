/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { createAppWebpackConfig } from './create-app-webpack-config';

/** The apps' own webpack configs, as webpack-cli loads them. */
const ROOT = path.resolve(__dirname, '../../..');
type AppConfig = (env: unknown, argv: { mode: string }) => ReturnType<typeof createAppWebpackConfig>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const appConfig = (app: string, mode: string) => (require(path.join(ROOT, app, 'webpack.config.js')) as AppConfig)({}, { mode });

/** The options the app's ModuleFederationPlugin is given. */
function federationOptions(config: ReturnType<typeof createAppWebpackConfig>) {
  const plugin = (config.plugins ?? []).find((p) => p && p.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: { experiments?: Record<string, unknown>; runtimePlugins?: string[] } };
  return plugin._options;
}
const federationExperiments = (config: ReturnType<typeof createAppWebpackConfig>) => federationOptions(config).experiments ?? {};

describe('one federation runtime core, handed from the host to the remotes (ADR 0048, session 13)', () => {
  it('the host provides its runtime core in every build, and bundles only its ES module copy', () => {
    for (const mode of ['production', 'development']) {
      const config = appConfig('host', mode);
      expect(federationExperiments(config)).toEqual({ optimization: { target: 'web' } });
      const [plugin] = federationOptions(config).runtimePlugins ?? [];
      expect(fs.readFileSync(plugin, 'utf8')).toContain('_FEDERATION_RUNTIME_CORE = runtimeCore');
      const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
      const core = alias['@module-federation/runtime-core$'];
      expect(core).toMatch(/@module-federation[\\/]runtime-core[\\/]dist[\\/]index\.js$/);
      expect(fs.existsSync(core)).toBe(true);
    }
  });

  it('a remote\'s production entry takes the host\'s; its development build, which runs alone, keeps its own', () => {
    expect(federationExperiments(appConfig('remotes/crm', 'production'))).toMatchObject({ externalRuntime: true });
    expect(federationExperiments(appConfig('remotes/crm', 'development')).externalRuntime).toBeUndefined();
  });

  // ADR 0115 "Session 59": its remoteEntry.js, which every report page loads through the shell, had carried its own core.
  it('a remote with a page of its own (opened without the host) takes the host\'s too, and gives that page the core as a script of its own', () => {
    const config = appConfig('remotes/reports-settings', 'production');
    expect(federationExperiments(config)).toMatchObject({ externalRuntime: true });
    const plugin = (config.plugins ?? []).find((p) => p?.constructor.name === 'FederationRuntimeCoreScriptPlugin') as { options?: { pages: string[] } } | undefined;
    expect(plugin?.options?.pages).toEqual(['data-analytics.html']);
    expect((appConfig('remotes/crm', 'production').plugins ?? []).some((p) => p?.constructor.name === 'FederationRuntimeCoreScriptPlugin')).toBe(false);
  });
});
