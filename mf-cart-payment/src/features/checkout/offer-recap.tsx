import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readState, useLanguage } from '@atlas/runtime';
import { ErrorState, Price, Skeleton } from '@atlas/ui-kit';
import { offerNameIn } from '@atlas/contracts/catalog';
import { SHOP_NS } from '../../i18n/shop';
import { useCheckoutProductQuery } from '../../components/checkout-api';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};
  p {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The offer a funnel sells (`?productId=`), at the top of its first step. */
export function OfferRecap({ productId }: { productId: string }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const product = readState(useCheckoutProductQuery(productId));
  if (product.status === 'loading') return <Skeleton variant="rect" height={72} />;
  if (product.status === 'error') return <ErrorState headingLevel={2} code={product.code} onRetry={product.retry} />;
  return (
    <Root data-offer={product.data.id}>
      <div>
        <p>{t('checkout.yourOffer')}</p>
        <strong>{offerNameIn(product.data, language)}</strong>
      </div>
      <Price amount={product.data.price} period={product.data.period === 'month' ? 'month' : undefined} />
    </Root>
  );
}
