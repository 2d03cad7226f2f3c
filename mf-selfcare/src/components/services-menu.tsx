import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media, SiteLink, useSession } from '@atlas/ui-kit';
import type { UserLine } from '@atlas/contracts';
import { absentFor } from './line-service-fit';
import { useShownLine } from './shown-line';
import { useSelfcarePath } from './use-selfcare-path';
import { SERVICES_NS } from '../i18n/selfcare-services';
import { SERVICE_PATHS } from '../platform-remote';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  a::after {
    content: '›';
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.primary.main};
    font-size: 1.4em;
  }
`;

const Why = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The services of the selected line, in the order customers need them. */
const LINE_SERVICE_LINKS = [
  { service: 'puk', path: SERVICE_PATHS.puk, label: 'menu.puk' },
  { service: 'suspension', path: SERVICE_PATHS.suspension, label: 'menu.suspension' },
  { service: 'roaming', path: SERVICE_PATHS.roaming, label: 'menu.roaming' },
  { service: 'simSwap', path: SERVICE_PATHS.simSwap, label: 'menu.simSwap' },
  { service: 'changeNumber', path: SERVICE_PATHS.changeNumber, label: 'menu.changeNumber' },
  { service: 'changeOffer', path: SERVICE_PATHS.changeOffer, label: 'menu.changeOffer' },
  { service: 'migration', path: SERVICE_PATHS.migration, label: 'menu.migration' },
] as const;

/** The services that can succeed for the line, and those left out with why (in the menus' order). */
export function servicesFor(line: Pick<UserLine, 'segment'> | null | undefined) {
  const offered = LINE_SERVICE_LINKS.filter((link) => !line || !absentFor(link.service, line));
  const absent = line
    ? LINE_SERVICE_LINKS.flatMap((link) => {
        const why = absentFor(link.service, line);
        return why ? [{ ...link, ...why }] : [];
      })
    : [];
  return { offered, absent };
}

/** The line services as a plain list, for the header's account menu (its line switcher): those that apply to the line. */
export function LineServiceLinks({ to }: { to: (path: string) => string }) {
  const { t } = useTranslation(SERVICES_NS);
  const { selectedUserLine } = useSession();
  return (
    <ul aria-label={t('menu.title')} data-line-services-menu>
      {servicesFor(selectedUserLine).offered.map((link) => (
        <li key={link.path}>
          <SiteLink to={to(link.path)}>{t(link.label)}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** Links to the line services that can succeed for the line (dashboard, after-sales page), and why the others are absent; only for a mobile line. */
export function ServicesMenu({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(SERVICES_NS);
  const { selectedUserLine } = useShownLine();
  const path = useSelfcarePath();
  if (selectedUserLine?.kind !== 'mobile') return null;
  const Heading = `h${headingLevel}` as const;
  const { offered, absent } = servicesFor(selectedUserLine);
  return (
    <nav aria-labelledby="line-services" data-line-services>
      <Heading id="line-services">{t('menu.title')}</Heading>
      <List>
        {offered.map((link) => (
          <li key={link.path}>
            <SiteLink to={path(link.path)}>{t(link.label)}</SiteLink>
          </li>
        ))}
      </List>
      {absent.map((link) => (
        <Why key={link.path} data-service-absent={link.service}>
          {t(`menu.absent.${link.reason}`)}
        </Why>
      ))}
    </nav>
  );
}
