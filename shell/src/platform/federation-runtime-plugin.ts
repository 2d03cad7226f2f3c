import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { integrityFor } from './remote-integrity';

/**
 * Adds `integrity` and `crossorigin` to every remote entry script the platform manifest signs,
 * so a tampered or half-deployed entry is refused by the browser and handled as a failed load.
 */
export default function platformRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atlas-platform-integrity',
    createScript({ url }) {
      const integrity = integrityFor(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
