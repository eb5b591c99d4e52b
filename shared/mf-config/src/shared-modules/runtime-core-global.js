/**
 * Module Federation's runtime core as the global a remote's production entries read (`externalRuntime`), for a remote's
 * page that opens without the host, which otherwise sets it (FederationRuntimeCoreScriptPlugin, ADR 0115 "Session 59").
 * Compiled into that page's own script, not run by Node.
 */
import * as runtimeCore from '@module-federation/runtime-core';

if (!runtimeCore.Global._FEDERATION_RUNTIME_CORE) runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
