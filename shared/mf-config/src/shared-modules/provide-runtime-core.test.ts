/**
 * @jest-environment node
 */
import path from 'node:path';

/**
 * The host's runtime plugin on the runtime core the host bundles (ADR 0037 "Session 47"): a real federation instance
 * with a share table, its shared modules loaded one after another as a page's chunks load them.
 */

/** The runtime core the host's build bundles: @module-federation/enhanced -> runtime-tools -> runtime-core. */
function runtimeCorePath() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const tools = path.dirname(require.resolve('@module-federation/runtime-tools', { paths: [enhanced] }));
  return require.resolve('@module-federation/runtime-core', { paths: [tools] });
}
const mockRuntimeCorePath = runtimeCorePath();
// The plugin imports '@module-federation/runtime-core' as the host's build resolves it (an alias, not a dependency of
// this package); here the same copy.
jest.mock('@module-federation/runtime-core', () => jest.requireActual(mockRuntimeCorePath), { virtual: true });

interface Shared { version: string; scope: string[]; lib: () => unknown; shareConfig: { singleton: boolean; requiredVersion: string } }
interface Federation { loadShare(name: string): Promise<false | (() => unknown)>; sharedHandler: { initializeSharing(scope: string, options?: object): unknown } }
interface RuntimeCore { ModuleFederation: new (options: object) => Federation }
type Plugin = () => object;

/** `count` modules in the default scope, each its own library object. */
function shareTable(count: number): Record<string, Shared> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`lib-${i}`, {
    version: '1.0.0', scope: ['default'], lib: () => ({ name: `lib-${i}` }), shareConfig: { singleton: false, requiredVersion: '^1.0.0' },
  }]));
}

/** A fresh runtime core (its own SharedHandler class: the plugin patches the prototype) and the plugin bound to it. */
function freshRuntime(): { core: RuntimeCore; plugin: Plugin } {
  let core!: RuntimeCore;
  let plugin!: Plugin;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    core = require('@module-federation/runtime-core') as RuntimeCore;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    plugin = (require('./provide-runtime-core') as { default: Plugin }).default;
  });
  return { core, plugin };
}

/**
 * A host named `name` with `count` shared modules; `registered()` says how many registrations its share scope saw
 * after the instance was created (creating it registers the table once, with or without the plugin).
 */
function host(core: RuntimeCore, count: number, plugins: object[], name = 'host') {
  let registrations = 0;
  const counter = { name: 'count-registrations', afterRegisterShare: (args: unknown) => { registrations += 1; return args; } };
  const federation = new core.ModuleFederation({ name, remotes: [], shared: shareTable(count), plugins: [...plugins, counter] });
  const atCreation = registrations;
  return { federation, registered: () => registrations - atCreation };
}

async function loadEach(federation: Federation, count: number) {
  const libs = [];
  for (let i = 0; i < count; i += 1) {
    const factory = await federation.loadShare(`lib-${i}`);
    libs.push(factory && (factory() as { name: string }).name);
  }
  return libs;
}

const MODULES = 40;

describe("the host's runtime plugin: a share scope initialised once per federation instance", () => {
  it('registers each shared module once, however many modules the page then loads, and every load gets its own library', async () => {
    const { core, plugin } = freshRuntime();
    const { federation, registered } = host(core, MODULES, [plugin()]);
    const libs = await loadEach(federation, MODULES);
    expect(libs).toEqual(Array.from({ length: MODULES }, (_, i) => `lib-${i}`));
    expect(registered()).toBe(MODULES);
  });

  it('keeps the guard per instance: a second federation instance registers its own table once too', async () => {
    const { core, plugin } = freshRuntime();
    const first = host(core, MODULES, [plugin()], 'first');
    const second = host(core, 10, [plugin()], 'second');
    await loadEach(first.federation, MODULES);
    await loadEach(second.federation, 10);
    expect([first.registered(), second.registered()]).toEqual([MODULES, 10]);
  });

  it("leaves webpack's own initialisation and a call with its own init scope as they were", async () => {
    const { core, plugin } = freshRuntime();
    const { federation, registered } = host(core, MODULES, [plugin()]);
    await loadEach(federation, 3);
    expect(registered()).toBe(MODULES);
    // webpack's 'build' initialisation has its own once-only guard; a caller's init scope is that caller's.
    federation.sharedHandler.initializeSharing('default', { from: 'build' });
    expect(registered()).toBe(2 * MODULES);
    federation.sharedHandler.initializeSharing('default', { initScope: [] });
    expect(registered()).toBe(3 * MODULES);
  });

  // When runtime-core guards a runtime call itself (module-federation/core#5062), this fails: the wrapper can go.
  it('is still needed: without it, runtime-core registers the whole table again on every load', async () => {
    const { core } = freshRuntime();
    const { federation, registered } = host(core, MODULES, []);
    await loadEach(federation, MODULES);
    expect(registered()).toBe(MODULES * MODULES);
  });
});
