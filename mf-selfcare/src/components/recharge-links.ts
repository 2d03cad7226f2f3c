import type { UserLine } from '@atlas/contracts';
import type { RechargeProductType } from '@atlas/contracts/recharge';

/** A line that takes Dh recharges: a prepaid or cameleon mobile (the recharge's own rule). */
export const takesRecharges = (line: Pick<UserLine, 'kind' | 'segment'> | null | undefined): boolean =>
  !!line && line.kind === 'mobile' && (line.segment === 'prepaid' || line.segment === 'cameleon');

/** mf-recharge's products of a number, the number filled in (by address: remotes never import each other). */
export const rechargeLinePath = (mdn: string) => `/recharges?mdn=${encodeURIComponent(mdn)}`;

/** The same page asked to put this product back in the cart and open the recap: a recharge repeated in one tap. */
export const repeatRechargePath = (mdn: string, product: { productType: RechargeProductType; productId: string }) =>
  `/recharges?mdn=${encodeURIComponent(mdn)}&type=${product.productType}&repeat=${encodeURIComponent(product.productId)}`;
