import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteVersion } from '@atlas/contracts/platform-manifest';
import { loadPageTranslations } from '@atlas/runtime';
import { rememberRemoteIntegrity } from './remote-integrity';

export interface RemoteTarget {
  name: string;
  container: string;
  version: RemoteVersion;
  /** The last version known to work, tried when `version` fails to load. */
  fallback: RemoteVersion | null;
}

export interface LoadedRemoteModule<T> {
  module: T;
  version: string;
  usedFallback: boolean;
}

/** Entry registered per remote; a different entry (fallback, retry) re-registers with force. */
const registeredEntries = new Map<string, string>();

function register(target: RemoteTarget, version: RemoteVersion, force: boolean): void {
  if (!force && registeredEntries.get(target.name) === version.entry) return;
  rememberRemoteIntegrity(version.entry, version.integrity);
  registerRemotes([{ name: target.container, alias: target.name, entry: version.entry }], {
    force: force || registeredEntries.has(target.name),
  });
  registeredEntries.set(target.name, version.entry);
}

async function load<T>(target: RemoteTarget, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${target.name}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`${target.name} did not provide ${exposed}`);
  // The namespaces the module's code declared, in the page's language, before anything draws it.
  await loadPageTranslations();
  return module;
}

/** One load per remote version and module: the early fetch at start and the area share it. */
const loads = new Map<string, Promise<LoadedRemoteModule<unknown>>>();

/**
 * Loads an exposed module of a remote, registering the version this browser runs first.
 * If that version fails (entry missing, integrity refused, evaluation error) and the manifest
 * knows a last good version, that one is registered and used instead. A retry loads again.
 */
export function loadRemoteModule<T>(target: RemoteTarget, exposed: string, options: { retry?: boolean } = {}): Promise<LoadedRemoteModule<T>> {
  const key = `${target.name}@${target.version.entry}#${exposed}`;
  const pending = loads.get(key);
  if (pending && !options.retry) return pending as Promise<LoadedRemoteModule<T>>;
  const attempt = loadWithFallback<T>(target, exposed, options.retry === true);
  loads.set(key, attempt);
  attempt.catch(() => loads.delete(key));
  return attempt;
}

async function loadWithFallback<T>(target: RemoteTarget, exposed: string, retry: boolean): Promise<LoadedRemoteModule<T>> {
  register(target, target.version, retry);
  try {
    return { module: await load<T>(target, exposed), version: target.version.version, usedFallback: false };
  } catch (error) {
    if (!target.fallback) {
      registeredEntries.delete(target.name);
      throw error;
    }
    register(target, target.fallback, true);
    return { module: await load<T>(target, exposed), version: target.fallback.version, usedFallback: true };
  }
}
