import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppSelector, useInjectReducer, useInjectSaga } from '@atlas/runtime';
import { Button, CartIcon, IconButton, Price, useDismiss, type HeaderBasketWidgetProps } from '@atlas/ui-kit';
import { offerNameIn } from '@atlas/contracts/catalog';
import { cartSaga } from '../features/cart/cart-saga';
import { cartSlice, selectCart } from '../components/cart-slice';
import { BASKET_NS } from '../i18n/basket';
import { SHOP_PATHS } from '../platform-remote';

/** Lines the small panel lists before "and N other items". */
const LISTED_ITEMS = 4;

const Root = styled.div`
  position: relative;
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.main};
  color: ${({ theme }) => theme.colors.primary.contrastText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 20px;
  text-align: center;
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(340px, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
  dl div {
    display: flex;
    justify-content: space-between;
  }
  dd {
    margin: 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * The header's basket (slot `header-basket`), on every page: the item count, and a small panel
 * with the items, the totals and the way to the cart. It runs the cart's state and saga, so the
 * cart is restored, and listens to the bus, wherever the customer is.
 */
export default function HeaderBasket({ language, openAtOnce = false }: HeaderBasketWidgetProps) {
  const { t } = useTranslation(BASKET_NS);
  const reducerReady = useInjectReducer('cart', cartSlice.reducer);
  useInjectSaga('cart', cartSaga);
  const cart = useAppSelector(selectCart);
  // Pressed in the shell's stand-in before this widget was there: open, and keep the focus on the basket.
  const [open, setOpen] = useState(openAtOnce);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(root, open, () => setOpen(false));
  useEffect(() => {
    if (openAtOnce) trigger.current?.focus();
  }, [openAtOnce, reducerReady]);

  if (!reducerReady) return null;
  const count = cart?.itemCount ?? 0;
  const items = cart?.items ?? [];
  return (
    <Root ref={root} data-header-basket data-count={count}>
      <IconButton
        ref={trigger}
        type="button"
        $shape="round"
        $tone="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? t('open', { count }) : t('openEmpty')}
        onClick={() => setOpen((value) => !value)}
      >
        <CartIcon />
        {count > 0 && <Count aria-hidden="true">{count}</Count>}
      </IconButton>
      {open && (
        <Panel
          id={panelId}
          role="region"
          aria-labelledby={`${panelId}-title`}
          onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
        >
          <h2 id={`${panelId}-title`}>{t('title')}</h2>
          {items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <>
              <ul>
                {items.slice(0, LISTED_ITEMS).map((item) => (
                  <li key={item.itemId}>
                    <span>
                      {offerNameIn(item, language)}
                      {item.quantity > 1 && <Muted> × {item.quantity}</Muted>}
                    </span>
                    <Price amount={item.unitPrice * item.quantity} period={item.period === 'month' ? 'month' : undefined} size="sm" />
                  </li>
                ))}
                {items.length > LISTED_ITEMS && (
                  <li>
                    <Muted>{t('more', { count: items.length - LISTED_ITEMS })}</Muted>
                  </li>
                )}
              </ul>
              <dl>
                <div>
                  <dt>{t('dueNow')}</dt>
                  <dd>
                    <Price amount={cart?.total ?? 0} size="sm" />
                  </dd>
                </div>
                {(cart?.monthlyTotal ?? 0) > 0 && (
                  <div>
                    <dt>{t('monthly')}</dt>
                    <dd>
                      <Price amount={cart?.monthlyTotal ?? 0} period="month" size="sm" />
                    </dd>
                  </div>
                )}
              </dl>
            </>
          )}
          <Button to={SHOP_PATHS.cart} variant={items.length ? 'secondary' : 'primary'} fullWidth>
            {t('viewCart')}
          </Button>
          {items.length > 0 && (
            <Button to={SHOP_PATHS.purchase} fullWidth>
              {t('checkout')}
            </Button>
          )}
        </Panel>
      )}
    </Root>
  );
}
