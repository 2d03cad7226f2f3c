import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Resolves in a later task: the browser may paint and answer input in between. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Once a remote's entry arrived, its module was loaded in one long task: the container started (its
 * shared libraries registered), the module's chunks asked for and the module evaluated (its labels
 * added to i18next), some 100 ms on a phone on the first screen of every page (issue 18: the total
 * blocking time). Each of the three now starts a task of its own.
 */
export default function remoteTaskBreaks(): ModuleFederationRuntimePlugin {
  return {
    name: 'atlas-remote-task-breaks',
    beforeGetExpose: () => nextTask(),
    beforeExecuteFactory: () => nextTask(),
  };
}
