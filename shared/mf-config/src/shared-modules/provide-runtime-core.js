/**
 * The host's runtime plugin that hands its federation runtime core to the remotes (ADR 0048, session 13): a remote's
 * production entry is built with `@module-federation/runtime-core` as the global `_FEDERATION_RUNTIME_CORE` instead
 * of its own copy (~17 KB gzip). The library's own plugin for this (inject-external-runtime-core-plugin) is CommonJS
 * and brings a CommonJS wrapper; this is the same `beforeInit`, importing the ES module copy the host's runtime
 * already bundles ('@module-federation/runtime-core' is resolved by create-app-webpack-config.js). Compiled into the
 * host, not run by Node: tsconfig.json leaves this folder out.
 */
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      // Before any remote entry runs: remotes are loaded by this instance, after it is initialised.
      if (!runtimeCore.Global._FEDERATION_RUNTIME_CORE) runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
