import type { AppConfig } from '@atlas/contracts';
import { setLabelOverrides } from './create-i18n';
import { setErrorMessages } from './error-text';

/**
 * Applies the texts of the app configuration: `appLanguagesData` overrides bundled labels
 * (keys `namespace:key`, or a bare key for `common`), `appErrorMessages` feeds errorText.
 */
export function applyAppConfig(config: Pick<AppConfig, 'appLanguagesData' | 'appErrorMessages'>): void {
  setLabelOverrides(config.appLanguagesData ?? {});
  setErrorMessages(config.appErrorMessages ?? {});
}
