import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@atlas/ui-kit';
import { SHELL_NS } from '../i18n/shell';

const Wrapper = styled.div`
  display: grid;
  gap: 16px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 24px ${({ theme }) => theme.layout.gutter};
`;

/** Shown while a remote's code arrives; same rhythm as a page so nothing jumps. */
export function PageSkeleton() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Wrapper role="status" aria-busy="true" aria-label={t('loading')} data-testid="page-skeleton">
      <Skeleton height="240px" />
      <Skeleton height="24px" width="60%" />
      <Skeleton height="120px" />
    </Wrapper>
  );
}
