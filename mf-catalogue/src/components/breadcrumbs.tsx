import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../i18n/catalogue';

export interface Crumb {
  label: string;
  /** The current page has none. */
  path?: string;
}

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li + li::before {
    content: '/';
    margin-inline-end: ${({ theme }) => theme.space.xxs};
    opacity: 0.7;
  }
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

/** Where the page sits in the site, home first; the last crumb is the page itself. */
export function Breadcrumbs({ trail, className }: { trail: Crumb[]; className?: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <nav aria-label={t('contentPages.breadcrumbs')} className={className}>
      <Trail>
        {trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.path && index < trail.length - 1 ? <SiteLink to={crumb.path}>{crumb.label}</SiteLink> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </Trail>
    </nav>
  );
}
