import { useCallback } from 'react';
import { Navigate, useNavigate, type NavigateOptions } from 'react-router-dom';
import { localizePath } from './locale-path';
import { useLanguage } from './use-language';

/**
 * `navigate` for site paths without locale (`/achat/paiement`): the page's language prefix is
 * added, as `SiteLink` and `Button to` do, so a funnel in Arabic stays in Arabic.
 */
export function useSiteNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback((path: string, options?: NavigateOptions) => navigate(localizePath(path, language), options), [navigate, language]);
}

/** `<Navigate>` to a site path in the page's language. */
export function SiteNavigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const language = useLanguage();
  return <Navigate replace={replace} to={localizePath(to, language)} />;
}
