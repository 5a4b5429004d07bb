import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { cartFillResponseSchema, CartFillBody } from './buy-schemas';

/**
 * Several listings of one chain in one `fulfillAvailableAdvancedOrders` transaction; listings that
 * can no longer be bought come back in `skipped` and are not in the transaction (not charged).
 */
export function fillCart(body: CartFillBody) {
  return api.post('/cart/fill', body, answer<typeof cartFillResponseSchema>());
}
