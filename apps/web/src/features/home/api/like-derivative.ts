import type { derivativeLikeSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/** docs/product.md (spec section 7): likes a re-creation, or takes the caller's like back; answers the new state. */
export function likeDerivative(id: number) {
  return api.post('/newfrontpage/addderivativelike', { id }, answer<typeof derivativeLikeSchema>());
}
