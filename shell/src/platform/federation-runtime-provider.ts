import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The global the remotes' production builds read their federation runtime from (`experiments.externalRuntime`). */
export const FEDERATION_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Hands the shell's own federation runtime to the remotes, so a remote entry carries only its
 * container and bundler glue (issue 18: each entry's own copy of the runtime was a 70–125 ms task at
 * Lighthouse's 4× CPU on the first route). Module Federation's `provideExternalRuntime` would do the
 * same through its plugin, but that plugin requires the runtime's CommonJS build and so bundles a
 * second copy of it into main.js; this imports the very module the shell's bundler runtime runs.
 */
export default function federationRuntimeProvider(): ModuleFederationRuntimePlugin {
  return {
    name: 'atlas-federation-runtime-provider',
    beforeInit(args) {
      const global = globalThis as typeof globalThis & { [FEDERATION_RUNTIME_GLOBAL]?: typeof runtimeCore };
      global[FEDERATION_RUNTIME_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
