import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { readState, skipToken, useErrorText, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { Banner, Button, Card, EmptyState, ErrorState, FormAlert, formatPrice, mdnInText, media, Page, Skeleton, Stack, Tabs } from '@atlas/ui-kit';
import { MDN_PATTERN } from '@atlas/forms';
import type { RechargeProduct, RechargeProductType } from '@atlas/contracts/recharge';
import { CART_LIMITS } from '@atlas/contracts/shop';
import { RECHARGE_NS } from '../i18n/recharge';
import { RECHARGE_PATHS } from '../platform-remote';
import { persistRechargeType, readRechargeType } from './recharge-storage';
import { itemName, productNameIn } from './offer-name';
import { creditText } from './credit-text';
import { useRechargeProductsQuery } from './recharge-api';
import { useRechargeCart } from './use-recharge-cart';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Product = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: space-between;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.raised};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const PriceTag = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary.main};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

function ProductCard({ product, onAdd, busy }: { product: RechargeProduct; onAdd: () => void; busy: boolean }) {
  const { t } = useTranslation(RECHARGE_NS);
  const language = useLanguage();
  const name = productNameIn(product.name, language);
  return (
    <Product data-product={product.id}>
      <div>
        <h3>{name}</h3>
        <PriceTag>{formatPrice(product.pricing.finalPrice, language)}</PriceTag>
      </div>
      <p>{product.description[language]}</p>
      {product.credit.bonus > 0 && product.credit.bonusUnit && (
        <p>{t('products.bonus', { amount: creditText(product.credit.bonus, product.credit.bonusUnit, language) })}</p>
      )}
      <p>{t('products.validity', { count: product.ProductSpecs.validity })}</p>
      <div>
        <Button size="sm" variant="secondary" onClick={onAdd} loading={busy} aria-label={t('products.addNamed', { name })}>
          {t('products.add')}
        </Button>
      </div>
    </Product>
  );
}

/** The recharge cart beside the products: its items, the total, and the way on (more than 5 Dh, payment-062). */
function CartPanel({ cart }: { cart: ReturnType<typeof useRechargeCart> }) {
  const { t } = useTranslation(RECHARGE_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const items = cart.cart?.items ?? [];
  const underMinimum = items.length > 0 && cart.total <= CART_LIMITS.rechargeMinTotal;
  return (
    <Card aria-labelledby="cart-title" data-recharge-cart>
      <h2 id="cart-title">{t('cart.title')}</h2>
      {items.length === 0 ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <Items>
          {items.map((item) => (
            <li key={item.itemId}>
              <span>
                {itemName(item, language)}
                {item.quantity > 1 ? ` × ${item.quantity}` : ''}
              </span>
              <span>{formatPrice(item.unitPrice * item.quantity, language)}</span>
              <Button size="sm" variant="link" onClick={() => cart.remove(item.itemId)} aria-label={t('cart.removeNamed', { name: itemName(item, language) })}>
                {t('cart.remove')}
              </Button>
            </li>
          ))}
        </Items>
      )}
      <Total>
        <span>{t('cart.total')}</span>
        <span data-total>{formatPrice(cart.total, language)}</span>
      </Total>
      {underMinimum && <FormAlert role="alert">{errorText('payment-062')}</FormAlert>}
      {cart.error && <FormAlert role="alert">{errorText(cart.error)}</FormAlert>}
      <Button disabled={items.length === 0 || underMinimum || cart.busy} onClick={() => navigate(RECHARGE_PATHS.recap)} data-continue>
        {t('cart.continue')}
      </Button>
    </Card>
  );
}

/**
 * `&repeat=<product>` (the dashboard's one-tap repeat of a favourite): once the line's products are
 * read, the cart holds that product alone and the recap opens, the method used last preselected.
 * A product the line can no longer buy leaves the customer on the products, the address cleaned.
 */
function useRepeat(mdn: string, products: RechargeProduct[] | null, cart: ReturnType<typeof useRechargeCart>) {
  const [params, setParams] = useSearchParams();
  const navigate = useSiteNavigate();
  const repeat = params.get('repeat');
  const started = useRef(false);
  useEffect(() => {
    if (!repeat || !products || started.current) return;
    started.current = true;
    const drop = () => {
      const next = new URLSearchParams(params);
      next.delete('repeat');
      setParams(next, { replace: true });
    };
    const product = products.find((candidate) => candidate.id === repeat);
    if (!product) return drop();
    const last = readRechargeType();
    persistRechargeType({ productType: product.productType, productId: product.id, mdn, ...(last?.mdn === mdn && last.method ? { method: last.method } : {}) });
    void cart.replaceWith(product).then((next) => (next ? navigate(RECHARGE_PATHS.recap, { replace: true }) : drop()));
  }, [repeat, products, cart, mdn, params, setParams, navigate]);
  return repeat !== null;
}

/** `recharges?mdn=…&type=…`: the products of the line (Dh recharges, passes), the star promo and the cart. */
export function ProductsPage() {
  const { t } = useTranslation(RECHARGE_NS);
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const mdn = params.get('mdn') ?? '';
  const valid = MDN_PATTERN.test(mdn);
  const type: RechargeProductType = params.get('type') === 'pass' ? 'pass' : 'recharge';
  const query = readState(useRechargeProductsQuery(valid ? mdn : skipToken));
  const cart = useRechargeCart(valid ? mdn : null);
  const repeating = useRepeat(mdn, query.status === 'ready' ? query.data.products : null, cart);

  if (!valid) {
    return (
      <Page title={t('number.title')}>
        <EmptyState title={errorText('payment-014')} action={<Button to={RECHARGE_PATHS.number}>{t('products.changeNumber')}</Button>} />
      </Page>
    );
  }
  const title = t(type === 'pass' ? 'products.passesTitle' : 'products.title', { mdn: mdnInText(mdn) });
  const list = (kind: RechargeProductType) =>
    query.status === 'ready' ? (
      query.data.products.filter((product) => product.productType === kind).length === 0 ? (
        <p>{t('products.empty')}</p>
      ) : (
        <Grid>
          {query.data.products
            .filter((product) => product.productType === kind)
            .map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                busy={cart.busy}
                onAdd={() => {
                  persistRechargeType({ productType: product.productType, productId: product.id, mdn });
                  void cart.add(product);
                }}
              />
            ))}
        </Grid>
      )
    ) : null;

  return (
    <Page title={<span>{title}</span>}>
      <div>
        <Button variant="link" to={RECHARGE_PATHS.number}>
          {t('products.changeNumber')}
        </Button>
      </div>
      {type === 'recharge' && <Banner $tone="info">{t('products.star')}</Banner>}
      {(query.status === 'loading' || (repeating && !cart.error)) && (
        <div aria-busy="true" data-repeating={repeating || undefined}>
          <Skeleton variant="rect" height={240} />
        </div>
      )}
      {query.status === 'error' && <ErrorState code={query.code} onRetry={query.retry} />}
      {query.status === 'ready' && !(repeating && !cart.error) && (
        <Layout>
          <Stack $gap="md">
            <Tabs
              label={t('products.tabs')}
              value={type}
              onChange={(id) => {
                const next = new URLSearchParams(params);
                next.set('type', id);
                setParams(next, { replace: true });
                persistRechargeType({ productType: id as RechargeProductType, mdn });
              }}
              tabs={[
                {
                  id: 'recharge',
                  label: t('products.recharge'),
                  content: list('recharge'),
                  disabled: !query.data.products.some((product) => product.productType === 'recharge'),
                },
                { id: 'pass', label: t('products.pass'), content: list('pass') },
              ]}
            />
          </Stack>
          <CartPanel cart={cart} />
        </Layout>
      )}
    </Page>
  );
}
