import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { runSaga } from 'redux-saga';
import { setApiClientAdapter, resetApiClient } from '../api/api-client';
import { busEvents } from '@atlas/contracts';
import type { AppConfig } from '@atlas/contracts';
import { createI18n } from '../i18n/create-i18n';
import { errorText } from '../i18n/error-text';
import { fetchAppConfig, getAppConfig, loadAppConfig, loadAppConfigSaga, readCachedAppConfig } from './app-config-client';

const config = (version: string, generic: string): AppConfig => ({
  version,
  services: [],
  appLanguagesData: { fr: {}, ar: {}, en: {} },
  appErrorMessages: { fr: { generic_exception: generic }, ar: {}, en: {} },
  carousel: [],
  otpDurationDTO: { otpValiditySeconds: 300, resendDelaySeconds: 60, maxSends: 3, blockedRetrySeconds: 900 },
  appParams: {
    selfCarePrefix: '/espace-client',
    supportNumber: '220',
    showEnglishLang: '1',
    maxCartProducts: 5,
    minRechargeCartAmount: 5,
    historyPageSize: 4,
    searchDefaultSize: 5,
    faqLinksTtlSeconds: 300,
    rioShortNumber: '1234',
    mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    mapTileAttribution: '© OpenStreetMap contributors',
    resizeImageUrl: '/api/v1/ms-content/resize-image',
  },
});

let served: AppConfig | null;
const requests: string[] = [];

beforeEach(() => {
  resetApiClient();
  createI18n('fr');
  localStorage.clear();
  requests.length = 0;
  served = null;
  const adapter: AxiosAdapter = async (cfg) => {
    requests.push(String(cfg.url));
    if (!served) throw new AxiosError('Network Error', 'ERR_NETWORK', cfg);
    return { data: served, status: 200, statusText: 'OK', headers: {}, config: cfg } as AxiosResponse;
  };
  setApiClientAdapter(adapter);
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadAppConfig', () => {
  it('fetches the configuration when nothing is cached, keeps it and applies its texts', async () => {
    served = config('v1', 'Erreur v1');
    await expect(loadAppConfig()).resolves.toMatchObject({ version: 'v1' });
    expect(requests).toEqual(['/api/ms-config/v2/app-config']);
    expect(readCachedAppConfig()?.version).toBe('v1');
    expect(getAppConfig()?.version).toBe('v1');
    expect(errorText('nope')).toBe('Erreur v1');
  });

  it('answers the cached copy at once and refreshes it in the background', async () => {
    localStorage.setItem('appConfig', JSON.stringify(config('v1', 'Erreur v1')));
    served = config('v2', 'Erreur v2');
    const onUpdate = jest.fn();
    await expect(loadAppConfig({ onUpdate })).resolves.toMatchObject({ version: 'v1' });
    expect(errorText('nope')).toBe('Erreur v1');
    await flush();
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ version: 'v2' }));
    expect(getAppConfig()?.version).toBe('v2');
    expect(readCachedAppConfig()?.version).toBe('v2');
    expect(errorText('nope')).toBe('Erreur v2');
  });

  it('keeps the cached copy when the network fails, and fails without one', async () => {
    localStorage.setItem('appConfig', JSON.stringify(config('v1', 'Erreur v1')));
    const onRefreshError = jest.fn();
    await expect(loadAppConfig({ onRefreshError })).resolves.toMatchObject({ version: 'v1' });
    await flush();
    expect(onRefreshError).toHaveBeenCalled();
    localStorage.clear();
    await expect(fetchAppConfig()).rejects.toMatchObject({ code: 'network-error' });
  });

  it('ignores an unreadable cached copy', () => {
    localStorage.setItem('appConfig', '{"version":"x"}');
    expect(readCachedAppConfig()).toBeNull();
  });
});

describe('loadAppConfigSaga', () => {
  it('emits config/loaded from the cache, then from the network when the version changed', async () => {
    localStorage.setItem('appConfig', JSON.stringify(config('v1', 'Erreur v1')));
    served = config('v2', 'Erreur v2');
    const dispatched: unknown[] = [];
    const result = await runSaga({ dispatch: (action) => dispatched.push(action) }, loadAppConfigSaga).toPromise();
    expect(result).toMatchObject({ version: 'v2' });
    expect(dispatched).toEqual([busEvents.configLoaded({ source: 'cache' }), busEvents.configLoaded({ source: 'network' })]);
  });

  it('emits once when the network has the same version', async () => {
    localStorage.setItem('appConfig', JSON.stringify(config('v1', 'Erreur v1')));
    served = config('v1', 'Erreur v1');
    const dispatched: unknown[] = [];
    await runSaga({ dispatch: (action) => dispatched.push(action) }, loadAppConfigSaga).toPromise();
    expect(dispatched).toEqual([busEvents.configLoaded({ source: 'cache' })]);
  });

  it('fails without cache and network', async () => {
    await expect(runSaga({ dispatch: () => undefined, onError: () => undefined }, loadAppConfigSaga).toPromise()).rejects.toMatchObject({
      code: 'network-error',
    });
  });
});
