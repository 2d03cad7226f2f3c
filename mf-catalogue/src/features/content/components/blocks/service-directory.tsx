import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAppConfig, useLanguage } from '@atlas/runtime';
import { media, Section, SiteLink, Skeleton } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../../i18n/catalogue';
import type { BlockProps } from '../../../../components/block-props';
import { Lead, PlainList } from '../../../../components/block-parts';

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Tile = styled(SiteLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.secondary.main};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.main};
  }
  img {
    width: 48px;
    height: 48px;
  }
`;

/** The operator's online services, as the app configuration lists them (one list for the whole site). */
export function ServiceDirectory({ block }: BlockProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const config = useAppConfig();
  const language = useLanguage();
  return (
    <Section title={block.title || t('contentPages.services')}>
      {block.subtitle && <Lead>{block.subtitle}</Lead>}
      {config ? (
        <Grid>
          {config.services.map((service) => (
            <li key={service.id}>
              <Tile to={service.link} data-service-id={service.id}>
                <img src={service.icon} alt="" width={48} height={48} loading="lazy" />
                {service.label[language]}
              </Tile>
            </li>
          ))}
        </Grid>
      ) : (
        <Skeleton variant="rect" height={240} />
      )}
    </Section>
  );
}
