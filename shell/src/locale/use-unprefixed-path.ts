import { useParams } from 'react-router-dom';

/** The path after the locale prefix (`/ar/offres-internet` → `/offres-internet`). */
export function useUnprefixedPath(): string {
  const params = useParams();
  return `/${params['*'] ?? ''}`;
}
