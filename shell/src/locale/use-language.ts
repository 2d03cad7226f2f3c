import { useParams } from 'react-router-dom';
import { useSelector } from 'react-redux';
import type { Language } from '@atlas/shared';
import type { ShellState } from '../state/shell-state';

/** The language of the page, as the locale scope set it from the path. */
export function useLanguage(): Language {
  return useSelector((state: ShellState) => state.locale.language);
}

/** The path after the locale prefix (`/ar/offres-internet` → `/offres-internet`). */
export function useUnprefixedPath(): string {
  const params = useParams();
  return `/${params['*'] ?? ''}`;
}
