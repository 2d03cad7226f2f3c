import type { LocalizedText } from '@atlas/contracts/catalog';
import {
  CART_LIMITS,
  RECHARGE_PAYMENT_METHODS,
  SHOP_ERROR_CODES,
  SHOP_PAYMENT_METHODS,
  type CartKind,
  type PaymentMethod,
  type PaymentMethodId,
} from '@atlas/contracts/shop';
import { INVOICE_PAYMENT_METHODS } from '@atlas/contracts/billing';
import { RECHARGE_ERROR_CODES, RECHARGE_LIMITS } from '@atlas/contracts/recharge';
import { holderAccountOf, lineOf } from '../ms-iam/public';
import { toCentimes } from '../../money';
import type { UnitOfWork } from '../../db/unit-of-work';

const media = (file: string) => `/api/v1/ms-content/media/${file}`;

const METHOD_TEXTS: Record<PaymentMethodId, { label: LocalizedText; description: LocalizedText; icon: string }> = {
  cartebancaire: {
    label: { fr: 'Carte bancaire', ar: 'البطاقة البنكية', en: 'Bank card' },
    description: {
      fr: 'Visa ou Mastercard, paiement sécurisé 3-D Secure sur la page de notre partenaire bancaire.',
      ar: 'فيزا أو ماستركارد، أداء مؤمَّن بتقنية \u20663-D Secure\u2069 على صفحة شريكنا البنكي.',
      en: 'Visa or Mastercard, 3-D Secure payment on our banking partner’s page.',
    },
    icon: 'payment-card.svg',
  },
  especes: {
    label: { fr: 'Espèces à la livraison ou en agence', ar: 'نقدًا عند التسليم أو في الوكالة', en: 'Cash on delivery or in an agency' },
    description: {
      fr: `Vous payez en espèces à la réception de votre commande, jusqu’à ${CART_LIMITS.cashMaxTotal} Dh.`,
      ar: `تؤدي نقدًا عند استلام طلبيتك، في حدود ${CART_LIMITS.cashMaxTotal} درهم.`,
      en: `You pay in cash when your order arrives, up to ${CART_LIMITS.cashMaxTotal} Dh.`,
    },
    icon: 'payment-cash.svg',
  },
  fatourati: {
    label: { fr: 'Paiement en banque (Fatourati)', ar: 'الأداء في البنك (فاتورتي)', en: 'Pay at a bank (Fatourati)' },
    description: {
      fr: `Un code de paiement à régler sous ${CART_LIMITS.bankBillValidityHours} h dans l’application, le site ou une agence de nos banques partenaires.`,
      ar: `رمز أداء تؤديه خلال ${CART_LIMITS.bankBillValidityHours} ساعة عبر تطبيق أو موقع أو وكالة أحد البنوك الشريكة.`,
      en: `A payment code to settle within ${CART_LIMITS.bankBillValidityHours} h in the app, website or branch of a partner bank.`,
    },
    icon: 'payment-fatourati.svg',
  },
  applicationbancaire: {
    label: { fr: 'Application bancaire', ar: 'التطبيق البنكي', en: 'Banking app' },
    description: {
      fr: 'Vous validez le paiement dans l’application de votre banque.',
      ar: 'تؤكد الأداء داخل تطبيق بنكك.',
      en: 'You approve the payment in your bank’s app.',
    },
    icon: 'payment-bank-app.svg',
  },
  scratchcard: {
    label: { fr: 'Carte de recharge', ar: 'بطاقة التعبئة', en: 'Scratch card' },
    description: {
      fr: 'Le code à 14 chiffres de votre carte à gratter.',
      ar: 'الرمز المكوّن من 14 رقمًا على بطاقة الخدش.',
      en: 'The 14-digit code of your scratch card.',
    },
    icon: 'icon-recharge.svg',
  },
  solderecharge: {
    label: { fr: 'Mon solde', ar: 'رصيدي', en: 'My balance' },
    description: { fr: 'Payé avec le solde de votre ligne.', ar: 'يُؤدّى من رصيد خطك.', en: 'Paid from your line’s balance.' },
    icon: 'icon-pass-forfait.svg',
  },
  facture: {
    label: { fr: 'Sur ma prochaine facture', ar: 'على فاتورتي المقبلة', en: 'On my next bill' },
    description: { fr: 'Le montant s’ajoute à votre prochaine facture.', ar: 'يُضاف المبلغ إلى فاتورتك المقبلة.', en: 'The amount is added to your next bill.' },
    icon: 'icon-paiement-facture.svg',
  },
  etoile9: {
    label: { fr: 'Recharge *9', ar: 'التعبئة \u2066*9\u2069', en: '*9 top-up' },
    description: {
      fr: 'Rechargez maintenant, payez à votre prochaine recharge.',
      ar: 'عبّئ رصيدك الآن وادفع عند التعبئة المقبلة.',
      en: 'Top up now, pay at your next top-up.',
    },
    icon: 'icon-recharge.svg',
  },
};

export interface PaymentContext {
  kind: CartKind;
  itemCount: number;
  totalCentimes: number;
  /** A bank-bill reference already pending for the buyer's number. */
  bankBillPending: boolean;
  /** Recharge carts: whether the caller is the signed-in holder of the line (balance, invoice and *9 are theirs only). */
  holderOfLine?: boolean;
  /** Recharge carts: the segment of the recharged line (an invoice for postpaid and cameleon, *9 for prepaid and cameleon). */
  segment?: 'prepaid' | 'postpaid' | 'cameleon';
  /** Recharge carts: the types of the cart's products (the balance buys passes, *9 advances Dh recharges). */
  productTypes?: readonly string[];
}

/** Why a method cannot pay a cart: an error code, and for ecom-001 the rule that refuses it (own-line, passes-only, prepaid-only, recharges-only, etoile9-max). */
export interface Unavailability {
  code: string;
  rule?: string;
}

/** Recharge methods that spend or owe on the line itself: its holder's only. */
export const HOLDER_ONLY_METHODS: readonly PaymentMethodId[] = ['solderecharge', 'facture', 'etoile9'];

/** Whether this account holds this line (its one holder account). */
export async function holdsLine(work: UnitOfWork, accountId: string | undefined, mdn: string): Promise<boolean> {
  if (!accountId) return false;
  return (await holderAccountOf(work, mdn)) === accountId;
}

/** What the rules of a recharge cart's methods need to know of its line and products. */
export async function rechargeFacts(
  work: UnitOfWork,
  accountId: string | undefined,
  mdn: string,
  items: ReadonlyArray<{ productType: string }>,
): Promise<Pick<PaymentContext, 'holderOfLine' | 'segment' | 'productTypes'>> {
  const line = await lineOf(work, mdn);
  const segment = line?.segment as PaymentContext['segment'] | undefined;
  return {
    holderOfLine: await holdsLine(work, accountId, mdn),
    ...(segment ? { segment } : {}),
    productTypes: items.map((item) => item.productType),
  };
}

/** The methods of a kind of cart. */
const methodsOf = (kind: CartKind): readonly PaymentMethodId[] =>
  kind === 'shop' ? SHOP_PAYMENT_METHODS : kind === 'invoice' ? INVOICE_PAYMENT_METHODS : RECHARGE_PAYMENT_METHODS;

const refused = (rule: string): Unavailability => ({ code: SHOP_ERROR_CODES.paymentMethodUnavailable, rule });

/**
 * Why a method cannot pay this cart now, or null when it can: the one list of rules that both the
 * methods list (GET /cart/{cartId}/payment-methods) and the payment initiation apply. A rule whose
 * fact the context leaves out (segment, product types, holder) is not applied.
 */
export function methodUnavailability(method: PaymentMethodId, context: PaymentContext): Unavailability | null {
  if (context.itemCount === 0) return { code: SHOP_ERROR_CODES.cartEmpty };
  const methods = methodsOf(context.kind);
  if (!methods.includes(method)) return { code: SHOP_ERROR_CODES.paymentMethodUnavailable };
  if (context.kind === 'recharge' && context.totalCentimes <= toCentimes(CART_LIMITS.rechargeMinTotal)) return { code: SHOP_ERROR_CODES.rechargeCartMin };
  if (method === 'especes' && context.totalCentimes > toCentimes(CART_LIMITS.cashMaxTotal)) return { code: SHOP_ERROR_CODES.cashCeilingExceeded };
  if (method === 'fatourati' && context.bankBillPending) return { code: SHOP_ERROR_CODES.bankBillPending };
  if (context.holderOfLine === false && HOLDER_ONLY_METHODS.includes(method)) return refused('own-line');
  const { segment, productTypes = [] } = context;
  if (method === 'solderecharge' && productTypes.some((type) => type !== 'pass')) return refused('passes-only');
  if (method === 'facture' && segment === 'prepaid') return { code: RECHARGE_ERROR_CODES.noInvoice };
  if (method === 'etoile9') {
    if (segment === 'postpaid') return refused('prepaid-only');
    if (productTypes.some((type) => type !== 'recharge')) return refused('recharges-only');
    if (context.totalCentimes > toCentimes(RECHARGE_LIMITS.etoile9Max)) return refused('etoile9-max');
  }
  return null;
}

/** Why a method cannot pay this cart now (an error code), or null when it can. */
export function unavailableReason(method: PaymentMethodId, context: PaymentContext): string | null {
  return methodUnavailability(method, context)?.code ?? null;
}

/** The methods of a cart's kind, each with whether it can pay the cart now and why not. */
export function paymentMethodsFor(context: PaymentContext): PaymentMethod[] {
  return methodsOf(context.kind).map((id) => {
    const reason = methodUnavailability(id, context);
    const { label, description, icon } = METHOD_TEXTS[id];
    return {
      id,
      label,
      description,
      icon: media(icon),
      available: reason === null,
      ...(reason ? { unavailableReason: reason.code } : {}),
      ...(reason?.rule ? { unavailableRule: reason.rule } : {}),
    };
  });
}
