import { failureEnvelope, successEnvelope } from '@nft/shared';

export { failureEnvelope, successEnvelope };

/** Wraps a route's result in the success envelope. */
export function ok<T>(data: T): { code: 200; data: T } {
  return { code: 200, data };
}
