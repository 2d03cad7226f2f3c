import type { FastifyInstance } from 'fastify';
import type { DroppedCartItem } from '@atlas/contracts/shop';
import { ApiError } from '../../errors';
import { moveCartNumbers, releaseNumbers } from '../ms-service/public';
import { addItem } from './add-item';
import type { CartRow } from './carts';
import { itemsOf } from './carts.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

/**
 * Moves a visitor's cart into the customer's own: each item goes through the rules again (what
 * breaks one is dropped and reported), chosen numbers stay held; the visitor's cart is deleted.
 */
export async function mergeInto(app: FastifyInstance, work: UnitOfWork, own: CartRow, visitor: CartRow): Promise<DroppedCartItem[]> {
  const repository = app.cartsRepository.within(work);
  const dropped: DroppedCartItem[] = [];
  const items = await itemsOf(work, visitor.id);
  // The numbers move with their items: the hold passes to the customer's cart.
  await moveCartNumbers(work, visitor.id, own.id);
  for (const item of items) {
    const target = (await repository.byId(own.id))!;
    try {
      await addItem(app, work, target, { productType: item.productType, productId: item.productId, quantity: item.quantity, options: item.options });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      dropped.push({ productType: item.productType, productId: item.productId, code: error.code });
      if (item.productType === 'choix-de-numeros' && item.options.mdn) await releaseNumbers(work, own.id, [item.options.mdn]);
    }
  }
  await repository.delete(visitor.id);
  return dropped;
}
