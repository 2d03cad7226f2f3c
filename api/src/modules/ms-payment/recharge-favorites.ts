import type { FastifyInstance } from 'fastify';
import type { RechargeFavorite } from '@atlas/contracts/recharge';
import { ApiError } from '../../errors';
import { linesOfAccount } from '../ms-iam/public';

/**
 * The numbers a customer recharges, most often first (then latest, then the one asked for), each
 * of their own lines included even when never recharged, with the last product bought as the
 * catalogue names and prices it now (none when it is no longer sold). 404 client-line-not-found
 * unless `mdn` is one of their lines.
 */
export async function rechargeFavorites(
  app: Pick<FastifyInstance, 'db' | 'checkout' | 'rechargeRepository'>,
  accountId: string,
  mdn: string,
): Promise<RechargeFavorite[]> {
  const own = await linesOfAccount(app.db, accountId);
  if (!own.includes(mdn)) throw new ApiError(404, 'client-line-not-found', 'This line is not one of yours');
  const favorites = new Map<string, RechargeFavorite>();
  const settled = await app.checkout.orders.settledOrdersOf(app.db, { accountId, kind: 'recharge', last: 200 });
  const products = new Map(
    (await app.rechargeRepository.productsByIds([...new Set(settled.flatMap((row) => (row.lines[0] ? [row.lines[0].productId] : [])))])).map((product) => [
      product.id,
      product,
    ]),
  );
  for (const row of settled) {
    if (!row.phoneNumber) continue;
    const entry = favorites.get(row.phoneNumber);
    if (entry) entry.count += 1;
    else {
      const first = row.lines[0];
      const product = first ? products.get(first.productId) : undefined;
      favorites.set(row.phoneNumber, {
        mdn: row.phoneNumber,
        count: 1,
        ownLine: own.includes(row.phoneNumber),
        lastRechargeAt: row.updatedAt.toISOString(),
        lastProduct:
          first && product && (first.productType === 'recharge' || first.productType === 'pass')
            ? { productType: first.productType, productId: first.productId, name: product.name, price: product.priceCentimes / 100 }
            : null,
      });
    }
  }
  for (const line of own) if (!favorites.has(line)) favorites.set(line, { mdn: line, count: 0, ownLine: true, lastRechargeAt: null, lastProduct: null });
  return [...favorites.values()].sort(
    (a, b) => b.count - a.count || (b.lastRechargeAt ?? '').localeCompare(a.lastRechargeAt ?? '') || Number(b.mdn === mdn) - Number(a.mdn === mdn),
  );
}
