import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { busEvents, showToast, useAppDispatch, useLanguage } from '@atlas/shared';
import { offerNameIn, type CatalogProduct } from '@atlas/shared/contracts/catalog';
import { CATALOGUE_NS } from '../../../i18n/catalogue-translations';

/**
 * Puts a product in the cart: the catalogue only emits `cart/itemAddRequested` on the bus; the
 * cart remote owns the cart and answers with `cart/updated`.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const { t } = useTranslation(CATALOGUE_NS);
  return useCallback(
    (product: CatalogProduct, options?: Record<string, unknown>) => {
      dispatch(busEvents.cartItemAddRequested({ productType: product.productType, productId: product.id, quantity: 1, ...(options ? { options } : {}) }));
      showToast({ kind: 'success', text: t('catalog.added', { name: offerNameIn(product, language) }) });
    },
    [dispatch, language, t],
  );
}
