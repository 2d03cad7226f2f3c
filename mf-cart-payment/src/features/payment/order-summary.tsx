import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@atlas/runtime';
import { Card, Facts, formatMoment, Price } from '@atlas/ui-kit';
import type { Order } from '@atlas/contracts/shop';
import { SHOP_NS } from '../../i18n/shop';

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** An order's number, date, items and total, as the customer keeps them. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  return (
    <Card aria-labelledby="order-title" data-order={order.refNumber}>
      <h2 id="order-title">{t('order.title')}</h2>
      <Facts>
        <div>
          <dt>{t('order.number')}</dt>
          <dd dir="ltr" data-ref-number>
            {order.refNumber}
          </dd>
        </div>
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formatMoment(order.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t('order.method')}</dt>
          <dd>
            {t(`methods.${order.paymentMethod}`)}
            {order.card && (
              <>
                {' · '}
                <bdi dir="ltr">{`${order.card.brand.toUpperCase()} •••• ${order.card.last4}`}</bdi>
              </>
            )}
          </dd>
        </div>
      </Facts>
      <Items aria-label={t('order.items')}>
        {order.orderItems.map((item) => (
          <li key={`${item.productId}-${item.productType}`}>
            <span>
              {item.productName}
              {item.qty > 1 && ` × ${item.qty}`}
            </span>
            <Price amount={item.basePrice * item.qty} size="sm" />
          </li>
        ))}
      </Items>
      <Facts>
        <div>
          <dt>{t('order.total')}</dt>
          <dd>
            <Price amount={order.totalAmount} size="sm" />
          </dd>
        </div>
        {order.monthlyAmount > 0 && (
          <div>
            <dt>{t('order.monthly')}</dt>
            <dd>
              <Price amount={order.monthlyAmount} period="month" size="sm" />
            </dd>
          </div>
        )}
      </Facts>
    </Card>
  );
}
