import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { type Language } from '@atlas/contracts';
import { localStore, selectIsSignedIn, STORAGE_KEYS, useAppSelector } from '@atlas/runtime';
import { CartIcon, IconButton } from '@atlas/ui-kit';
import { usePlatform } from '../platform/platform-context';
import { RemoteWidget } from '../platform/remote-widget';
import type { ShellState } from '../state/shell-state';
import { SHELL_NS } from '../i18n/shell';

/** The saga the header basket runs (see HELD_REQUESTS) and the cart's state key. */
const CART = 'cart';

/**
 * The header's basket slot. The widget (mf-cart-payment's `header-basket`) loads only when it has
 * something to do: a cart is kept in this browser (its id in local storage), a customer is signed
 * in (their cart follows them), a part asked the cart for something (a request held on the bus),
 * a shop page brought the cart's state, or the visitor points at or presses the basket. Until then the shell shows a stand-in of the
 * same look, so a visitor's first page fetches none of the shop.
 */
export function HeaderBasketSlot({ language }: { language: Language }) {
  const { t } = useTranslation(SHELL_NS);
  const platform = usePlatform();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const awaited = useSelector((state: ShellState) => state.heldRequests.awaited.includes(CART));
  // A shop page already brought the cart (its state is in the store): the widget costs nothing more.
  const shopHere = useSelector((state: ShellState) => CART in state);
  const [hasCart] = useState(() => localStore.get(STORAGE_KEYS.cartId) !== null);
  const [wanted, setWanted] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  if (!platform.widgetOf('header-basket')) return null;

  const standIn = (
    <IconButton
      type="button"
      $shape="round"
      $tone="inherit"
      aria-label={t('basket')}
      aria-expanded={false}
      data-header-basket-stand-in
      onPointerEnter={() => setWanted(true)}
      onClick={() => {
        setWanted(true);
        setOpenAtOnce(true);
      }}
    >
      <CartIcon />
    </IconButton>
  );
  // One tree whether loaded or not, so the stand-in pressed is the one that stays until the widget is there.
  return (
    <RemoteWidget
      name="header-basket"
      language={language}
      load={hasCart || isSignedIn || awaited || shopHere || wanted}
      props={{ openAtOnce }}
      placeholder={standIn}
    />
  );
}
