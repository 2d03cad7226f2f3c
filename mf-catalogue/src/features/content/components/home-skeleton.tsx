import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Container, Loading, media, Skeleton } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../i18n/catalogue';

const Hero = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.layout.gutterDesktop} 0;
  }
`;

/** Same proportions as the hero image (16:9 on phones, 1200:420 wider) so nothing jumps when it arrives. */
const HeroShape = styled(Skeleton)`
  aspect-ratio: 16 / 9;
  height: auto;
  ${media.up('md')} {
    aspect-ratio: 1200 / 420;
  }
`;

const Band = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('md')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The page's shape while its blocks load: hero, quick links, offer cards. */
export function HomeSkeleton() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <Loading label={t('loadingPage')}>
      <div data-testid="home-skeleton">
        <Hero>
          <HeroShape variant="rect" />
        </Hero>
        <Band>
          <Skeleton width="40%" height={28} />
          <Tiles>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rect" height={96} />
            ))}
          </Tiles>
        </Band>
        <Band>
          <Skeleton width="30%" height={28} />
          <Cards>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rect" height={320} />
            ))}
          </Cards>
        </Band>
      </div>
    </Loading>
  );
}
