import { getAddress, isAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { ChainDefinition } from '@nft/chains';
import { formatNulsSignInMessage, newNulsNonce, parseNulsAddress } from '@nft/nuls';
import { AppError } from '@nft/shared';
import { newLoginNonce } from './login-nonce';

export const signInStatement = 'Sign in to NFT Marketplace';

export type IssuedMessage = { nonce: string; message: string; address: string };

export type MessageContext = { chain: ChainDefinition; address: string; publicUrl: string; now: Date; expiresAt: Date };

/**
 * The text a wallet signs to sign in. EVM: EIP-4361 with our own domain and URI. NULS: the same
 * fields in a NULS layout; Nabox signs only 32 bytes, so the wallet is given the text's SHA-256
 * (docs/decisions/021-nuls-sign-in-bound-to-the-site.md). The address is normalised to the form
 * rows store: lower-case hex for EVM, base58 as given for NULS.
 */
export function issueSignInMessage({ chain, address, publicUrl, now, expiresAt }: MessageContext): IssuedMessage {
  if (chain.family === 'nuls') {
    const parts = parseNulsAddress(address);
    if (!parts || parts.type !== 1) throw new AppError('validation_failed', 'address is not a NULS account address');
    const nonce = newNulsNonce();
    const message = formatNulsSignInMessage({
      domain: new URL(publicUrl).host,
      uri: publicUrl,
      address,
      chain: chain.symbol,
      chainId: parts.chainId,
      nonce,
      issuedAt: now,
      expirationTime: expiresAt,
      statement: signInStatement,
    });
    return { nonce, message, address };
  }
  if (!isAddress(address, { strict: false })) throw new AppError('validation_failed', 'address is not an EVM address');
  const nonce = newLoginNonce();
  const message = createSiweMessage({
    domain: new URL(publicUrl).host,
    uri: publicUrl,
    address: getAddress(address),
    chainId: chain.chainIdNumber,
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
    statement: signInStatement,
    version: '1',
  });
  return { nonce, message, address: address.toLowerCase() };
}
