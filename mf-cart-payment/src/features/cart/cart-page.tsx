import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SiteNavigate, useAppDispatch, useAppSelector, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { Banner, BrowserBankBills, Button, EmptyState, formatMdn, Inline, Loading, media, Page, Price, Skeleton, Stack } from '@atlas/ui-kit';
import { offerNameIn } from '@atlas/contracts/catalog';
import type { CartItem } from '@atlas/contracts/shop';
import { SHOP_NS } from '../../i18n/shop';
import { CATALOGUE_PATHS, SHOP_PATHS } from '../../platform-remote';
import { useBasketNext } from '../../components/basket-next';
import { funnelOfCart, FUNNEL_STEPS, stepUrl } from '../../components/funnels';
import { cartActions, selectCart, selectCartChanging, selectCartStatus } from '../../components/cart-slice';

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${media.up('sm')} {
    grid-template-columns: 80px minmax(0, 1fr) auto;
  }
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
    ${media.up('sm')} {
      width: 80px;
      height: 80px;
    }
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.subtle};
  ${media.up('sm')} {
    width: 80px;
    height: 80px;
  }
`;

const End = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  ${media.up('sm')} {
    grid-column: auto;
    flex-direction: column;
    align-items: flex-end;
  }
`;

/** "14:35", Moroccan time: how long a chosen number stays held for the cart. */
const timeOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-MA-u-nu-latn' : language === 'en' ? 'en-GB' : 'fr-MA', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Casablanca',
  }).format(new Date(iso));

function ItemOptions({ item }: { item: CartItem }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const options = item.options ?? {};
  return (
    <>
      {options.mdn && (
        <p>
          {t('cart.number')} <span dir="ltr">{formatMdn(options.mdn)}</span>
        </p>
      )}
      {item.reservedUntil && <p>{t('cart.reservedUntil', { time: timeOf(item.reservedUntil, language) })}</p>}
      {item.quantity > 1 && <p>{t('cart.quantity', { quantity: item.quantity })}</p>}
    </>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const changing = useAppSelector(selectCartChanging);
  const name = offerNameIn(item, language);
  return (
    <Item data-cart-item={item.productId}>
      <Picture>{item.image && <img src={item.image} alt="" loading="lazy" />}</Picture>
      <div>
        <h2>{name}</h2>
        <p>{t(`cart.types.${item.productType}`)}</p>
        <ItemOptions item={item} />
      </div>
      <End>
        <Price amount={item.unitPrice * item.quantity} period={item.period === 'month' ? 'month' : undefined} size="sm" />
        <Button
          variant="ghost"
          size="sm"
          disabled={changing}
          aria-label={t('cart.removeNamed', { name })}
          onClick={() => dispatch(cartActions.removeRequested({ itemId: item.itemId }))}
        >
          {t('cart.remove')}
        </Button>
      </End>
    </Item>
  );
}

/** /cart: what the cart holds, each item removable, and the way to check out. */
export function CartPage() {
  const { t } = useTranslation(SHOP_NS);
  const dispatch = useAppDispatch();
  const navigate = useSiteNavigate();
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const changing = useAppSelector(selectCartChanging);
  const items = cart?.items ?? [];
  useEffect(() => {
    dispatch(cartActions.summaryRequested());
  }, [dispatch]);
  useBasketNext(items.length > 0 ? { labelKey: `${SHOP_NS}:cart.checkout`, disabled: changing } : null, () => navigate(SHOP_PATHS.purchase));

  if (status === 'restoring' && items.length === 0)
    return (
      <Page title={t('cart.title')}>
        <Loading>
          <Skeleton variant="rect" height={112} />
          <Skeleton variant="rect" height={112} />
        </Loading>
      </Page>
    );
  return (
    <Page title={t('cart.title')} intro={items.length ? t('cart.intro', { count: cart?.itemCount ?? items.length }) : undefined}>
      {status === 'offline' && (
        <Banner $tone="info" role="status">
          <Inline $gap="sm" $justify="between">
            <span>{t('cart.offline')}</span>
            <Button variant="secondary" size="sm" onClick={() => dispatch(cartActions.reloadRequested())}>
              {t('cart.reload')}
            </Button>
          </Inline>
        </Banner>
      )}
      {items.length === 0 ? (
        <EmptyState
          title={t('cart.emptyTitle')}
          description={t('cart.emptyText')}
          action={
            <Inline $gap="sm" $justify="center">
              <Button to={CATALOGUE_PATHS.smartphones}>{t('cart.seePhones')}</Button>
              <Button variant="secondary" to={CATALOGUE_PATHS.plans}>
                {t('checkout.seePlans')}
              </Button>
            </Inline>
          }
        />
      ) : (
        <Stack $gap="lg">
          <Items aria-label={t('cart.items')}>
            {items.map((item) => (
              <CartLine key={item.itemId} item={item} />
            ))}
          </Items>
          <Inline $gap="sm">
            <Button size="lg" to={SHOP_PATHS.purchase} disabled={changing}>
              {t('cart.checkout')}
            </Button>
            <Button variant="ghost" to={CATALOGUE_PATHS.smartphones}>
              {t('cart.continueShopping')}
            </Button>
          </Inline>
        </Stack>
      )}
      <BrowserBankBills />
    </Page>
  );
}

/** /purchase and /particuliers/purchase: the checkout of the cart, through the funnel its content needs. */
export function PurchasePage() {
  const { t } = useTranslation(SHOP_NS);
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  if (status === 'restoring' && !cart)
    return (
      <Page title={t('cart.title')}>
        <Skeleton variant="rect" height={112} />
      </Page>
    );
  if (!cart || cart.items.length === 0) return <SiteNavigate replace to={SHOP_PATHS.cart} />;
  const { funnel, productId } = funnelOfCart(cart);
  return <SiteNavigate replace to={stepUrl(FUNNEL_STEPS[funnel][0]!.path, productId)} />;
}
