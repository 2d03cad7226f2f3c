import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { isExternalLink, localizePath, useLanguage, useSharedTranslation } from '@atlas/runtime';
import { VisuallyHidden } from './visually-hidden';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path without locale (`/offres-internet`) or an https:// address. */
  to: string;
};

/**
 * A site link in the current language (the shell's and every remote's): site paths get the language prefix and stay in the router,
 * https:// links open in a new tab (the spec) and say so to screen readers.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, children, ...rest }, ref) {
  const language = useLanguage();
  const { t } = useSharedTranslation();
  if (isExternalLink(to)) {
    return (
      <a ref={ref} href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <VisuallyHidden> {t('externalLink')}</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link ref={ref} to={localizePath(to, language)} {...rest}>
      {children}
    </Link>
  );
});
