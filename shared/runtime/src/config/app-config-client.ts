import { useSyncExternalStore } from 'react';
import { call, put } from 'redux-saga/effects';
import { readPublic } from '../api/api-client';
import { busEvents } from '@atlas/contracts';
import type { AppConfig } from '@atlas/contracts';
import { applyAppConfig } from '../i18n/apply-app-config';
import { localStore } from '../storage/safe-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

export const APP_CONFIG_PATH = '/api/ms-config/v2/app-config';

let current: AppConfig | null = null;
const listeners = new Set<() => void>();

function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<AppConfig>;
  return typeof config.appLanguagesData === 'object' && typeof config.appErrorMessages === 'object' && typeof config.appParams === 'object';
}

/** Makes a configuration the page's: texts applied to i18n, subscribers told. */
export function setAppConfig(config: AppConfig): void {
  current = config;
  applyAppConfig(config);
  listeners.forEach((listener) => listener());
}

/** The configuration in use, or null before the first load. */
export const getAppConfig = (): AppConfig | null => current;

/** The copy kept from the last visit, or null (none, or unreadable). */
export function readCachedAppConfig(): AppConfig | null {
  const cached = localStore.getJson<unknown>(STORAGE_KEYS.appConfig);
  return isAppConfig(cached) ? cached : null;
}

/**
 * GET /api/ms-config/v2/app-config, a public read (readPublic: with `fetch` while the page has
 * sent nothing else, so its start does not wait for axios); the answer is kept locally.
 */
export async function fetchAppConfig(): Promise<AppConfig> {
  const config = await readPublic<AppConfig>(APP_CONFIG_PATH);
  localStore.setJson(STORAGE_KEYS.appConfig, config);
  return config;
}

export interface LoadAppConfigOptions {
  /** Called when the background refresh brought a different version than the cached one. */
  onUpdate?: (config: AppConfig) => void;
  /** Called when the background refresh failed (the cached copy stays in use). */
  onRefreshError?: (error: unknown) => void;
}

/**
 * The configuration for this start: the cached copy at once when there is one (refreshed in the
 * background), else the network's. Rejects only when there is neither.
 */
export async function loadAppConfig({ onUpdate, onRefreshError }: LoadAppConfigOptions = {}): Promise<AppConfig> {
  const cached = readCachedAppConfig();
  if (!cached) {
    const fresh = await fetchAppConfig();
    setAppConfig(fresh);
    return fresh;
  }
  setAppConfig(cached);
  fetchAppConfig().then(
    (fresh) => {
      if (fresh.version === cached.version) return;
      setAppConfig(fresh);
      onUpdate?.(fresh);
    },
    (error: unknown) => onRefreshError?.(error),
  );
  return cached;
}

/**
 * The saga form, for the shell's start-up saga (fork it): applies the cached copy and emits
 * `config/loaded` { source: 'cache' }, then fetches, applies and emits { source: 'network' } when
 * the version changed. Answers the configuration in use; throws only when there is none.
 */
export function* loadAppConfigSaga(): Generator<unknown, AppConfig, unknown> {
  const cached = (yield call(readCachedAppConfig)) as AppConfig | null;
  if (cached) {
    yield call(setAppConfig, cached);
    yield put(busEvents.configLoaded({ source: 'cache' }));
  }
  try {
    const fresh = (yield call(fetchAppConfig)) as AppConfig;
    if (!cached || fresh.version !== cached.version) {
      yield call(setAppConfig, fresh);
      yield put(busEvents.configLoaded({ source: 'network' }));
    }
    return fresh;
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The configuration in use, re-rendering when a newer one arrives. */
export function useAppConfig(): AppConfig | null {
  return useSyncExternalStore(subscribe, getAppConfig, getAppConfig);
}
