import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { orderFillResponseSchema } from './buy-schemas';

/**
 * The complete Seaport fulfilment of one listing for the signed-in buyer (the zone's authorisation
 * inside): approvals still to send, then the transaction itself.
 */
export function fillOrder(chain: string, orderHash: string, quantity: number | undefined) {
  return api.post(
    `/orders/${encodeURIComponent(chain)}/${encodeURIComponent(orderHash)}/fill`,
    quantity === undefined ? {} : { quantity },
    answer<typeof orderFillResponseSchema>(),
  );
}
