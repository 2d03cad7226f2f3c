import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Container, Loading, media, Skeleton } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../i18n/catalogue';

const Hero = styled.div`
  background: ${({ theme }) => theme.colors.secondary.light};
  padding: ${({ theme }) => theme.space.lg} 0;
  ${media.up('md')} {
    min-height: 320px;
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

const Lines = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.xl};
`;

/** A content page's shape while its blocks load: the header band, then text. */
export function ContentPageSkeleton() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <Loading label={t('loadingPage')}>
      <div data-testid="content-page-skeleton">
        <Hero>
          <Container>
            <Skeleton width="30%" height={16} />
            <Skeleton width="70%" height={40} />
            <Skeleton lines={2} />
          </Container>
        </Hero>
        <Lines>
          <Skeleton width="40%" height={28} />
          <Skeleton lines={6} />
        </Lines>
      </div>
    </Loading>
  );
}
