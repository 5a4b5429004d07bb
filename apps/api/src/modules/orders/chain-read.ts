import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem';
import { AppError } from '@nft/shared';

/**
 * A read the chain must answer: if the node cannot be reached or times out, the request fails
 * closed with 503 (never a guess about ownership, approval or a signature).
 */
export async function chainRead<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    throw new AppError('service_unavailable', 'the chain could not be read', { cause: error });
  }
}

/**
 * A read a contract may refuse (a revert, or no contract at the address): undefined then, so the
 * caller decides what a missing answer means; an unreachable node is still a 503.
 */
export async function contractAnswer<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof BaseError && isContractRefusal(error)) return undefined;
    throw new AppError('service_unavailable', 'the chain could not be read', { cause: error });
  }
}

function isContractRefusal(error: BaseError): boolean {
  return (
    error.walk((cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError) !== null ||
    // Decoding garbage returned by a contract that is not what it claims to be.
    error.name === 'AbiDecodingDataSizeTooSmallError' ||
    error.name === 'PositionOutOfBoundsError'
  );
}
