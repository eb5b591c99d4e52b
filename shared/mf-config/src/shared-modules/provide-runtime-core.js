/**
 * The host's runtime plugin that hands its federation runtime core to the remotes (ADR 0048, session 13): a remote's
 * production entry is built with `@module-federation/runtime-core` as the global `_FEDERATION_RUNTIME_CORE` instead
 * of its own copy (~17 KB gzip). The library's own plugin for this (inject-external-runtime-core-plugin) is CommonJS
 * and brings a CommonJS wrapper; this is the same `beforeInit`, importing the ES module copy the host's runtime
 * already bundles ('@module-federation/runtime-core' is resolved by create-app-webpack-config.js). Compiled into the
 * host, not run by Node: tsconfig.json leaves this folder out.
 *
 * It also makes a share scope's sharing initialise once per federation instance (ADR 0037 "Session 47"): runtime-core
 * 2.9.2's `loadShare` and `loadShareSync` call `initializeSharing` without an init scope, so its once-per-scope guard
 * never holds and every shared module's load registers the whole share table again (the host shares 908 modules:
 * about 680 000 `afterRegisterShare` emits per page load). Upstream's fix (module-federation/core#5062) keeps one init
 * scope per handler; this does the same from outside. The remotes run the host's runtime core, so one patch serves all.
 */
import * as runtimeCore from '@module-federation/runtime-core';

const initScopes = new WeakMap();
let patchedPrototype = null;

/** Wraps `initializeSharing` on the handlers' prototype once: a runtime call without an init scope gets the handler's own. */
function initialiseSharingOncePerHandler(sharedHandler) {
  const proto = Object.getPrototypeOf(sharedHandler);
  if (!proto || patchedPrototype === proto || typeof proto.initializeSharing !== 'function') return;
  const initializeSharing = proto.initializeSharing;
  proto.initializeSharing = function initializeSharingOnce(shareScopeName, extraOptions) {
    // webpack's own initialisation ('build') has its own once-only guard and passes its scope: left as it is.
    if (extraOptions?.from === 'build' || extraOptions?.initScope) return initializeSharing.call(this, shareScopeName, extraOptions);
    if (!initScopes.has(this)) initScopes.set(this, []);
    return initializeSharing.call(this, shareScopeName, { ...extraOptions, initScope: initScopes.get(this) });
  };
  patchedPrototype = proto;
}

export default function provideRuntimeCorePlugin() {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      // Before any remote entry runs: remotes are loaded by this instance, after it is initialised.
      if (!runtimeCore.Global._FEDERATION_RUNTIME_CORE) runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
    init(args) {
      if (args.origin?.sharedHandler) initialiseSharingOncePerHandler(args.origin.sharedHandler);
      return args;
    },
  };
}
