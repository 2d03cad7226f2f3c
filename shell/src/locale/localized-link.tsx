import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { isExternalLink, localizePath } from '@atlas/shared';
import { useLanguage } from './use-language';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** A site link in the current language; https:// links open in a new tab, as the spec asks. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Props>(function LocalizedLink({ to, ...rest }, ref) {
  const language = useLanguage();
  if (isExternalLink(to)) return <a ref={ref} href={to} target="_blank" rel="noopener noreferrer" {...rest} />;
  return <Link ref={ref} to={localizePath(to, language)} {...rest} />;
});
