import { useCallback, useSyncExternalStore } from 'react';
import { errorMessagesStore, errorText } from './error-text';
import { useLanguage } from './use-language';

/** `errorText` for components: re-renders when the language or the configured texts change. */
export function useErrorText(): (code: string | null | undefined) => string {
  const language = useLanguage();
  const version = useSyncExternalStore(errorMessagesStore.subscribe, errorMessagesStore.getVersion, errorMessagesStore.getVersion);
  // `version` is a dependency so that new configured texts give a new function (and a re-render).
  return useCallback((code) => errorText(code, language), [language, version]);
}
