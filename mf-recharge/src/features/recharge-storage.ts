import { localStore, STORAGE_KEYS } from '@atlas/runtime';
import type { BankBillPayment, CartItem, PaymentMethodId } from '@atlas/contracts/shop';
import type { RechargeProduct, RechargeProductType } from '@atlas/contracts/recharge';

/**
 * The recharge cart kept locally: its id, the number it is for and its items. It has its own key
 * so that a shop cart in progress (`cartId`) is never replaced by a recharge one (the two kinds
 * never mix, cart-005); a successful recharge clears it, and `cartId`/`cartItems` when they hold it.
 */
export interface StoredRechargeCart {
  cartId: string;
  mdn: string;
  items: CartItem[];
}

const CART_KEY = 'rechargeCart';
const PAYMENT_KEY = 'rechargePaiementData';
const TYPE_KEY = 'rechargeType';

export const readRechargeCart = (): StoredRechargeCart | null => localStore.getJson<StoredRechargeCart>(CART_KEY);
export const storeRechargeCart = (cart: StoredRechargeCart) => localStore.setJson(CART_KEY, cart);

/** After a successful payment (spec §4): the cart is gone from local storage. */
export function clearPaidCart(cartId: string | undefined): void {
  const stored = readRechargeCart();
  if (!cartId || stored?.cartId === cartId) localStore.remove(CART_KEY);
  if (!cartId || localStore.get(STORAGE_KEYS.cartId) === cartId) {
    localStore.remove(STORAGE_KEYS.cartId);
    localStore.remove(STORAGE_KEYS.cartItems);
  }
}

/** What the result pages show after the gateway sent the browser back: the recharge as it was paid. */
export interface RechargePaymentData {
  refNumber: string;
  cartId: string;
  method: PaymentMethodId;
  mdn: string;
  total: number;
  products: Array<Pick<RechargeProduct, 'id' | 'productType' | 'name' | 'credit' | 'ProductSpecs'>>;
  contactEmail?: string;
  /** What was credited, MAD (a scratch card's whole value). */
  credited?: number;
  /** Fatourati: the reference to pay at a bank (older pages kept only its code and until when). */
  bankBill?: BankBillPayment | Pick<BankBillPayment, 'paymentCode' | 'expiresAt'>;
}

export const readPaymentData = () => localStore.getJson<RechargePaymentData>(PAYMENT_KEY);
export const writePaymentData = (data: RechargePaymentData) => localStore.setJson(PAYMENT_KEY, data);

/** The recharge type chosen last (selfcare spec §4: persisted, restored at start). */
export interface PersistedRechargeType {
  productType: RechargeProductType;
  productId?: string;
  mdn?: string;
  /** The payment method used last: preselected when the last recharge is repeated. */
  method?: PaymentMethodId;
}

export const RESTORE_TIMEOUT_MS = 5000;

export const persistRechargeType = (value: PersistedRechargeType) => localStore.setJson(TYPE_KEY, value);

/** The persisted recharge type as it is now (the page already started: no restore to wait for). */
export const readRechargeType = () => localStore.getJson<PersistedRechargeType>(TYPE_KEY);

/**
 * The persisted recharge type, restored at start: the storage is read asynchronously, and after
 * RESTORE_TIMEOUT_MS the page starts without it (as the spec's persisted state does).
 */
export function restoreRechargeType(
  read: () => Promise<PersistedRechargeType | null> = async () => localStore.getJson<PersistedRechargeType>(TYPE_KEY),
): Promise<PersistedRechargeType | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), RESTORE_TIMEOUT_MS);
    read().then(
      (value) => {
        clearTimeout(timer);
        resolve(value && (value.productType === 'recharge' || value.productType === 'pass') ? value : null);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}
