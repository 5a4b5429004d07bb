import type { ChainDefinition, ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type { AppConfig } from '../../config/env';
import { consumeNonceAndOpenSession, findLiveSession, insertNonce, revokeSession } from './auth.repository';
import type { LoginAuthBody, LoginMessageBody, SessionToken } from '@nft/api-contract';
import { hashSessionToken, newSessionToken } from './session-token';
import { issueSignInMessage } from './sign-in-message';
import { verifySignIn } from './verify-sign-in';

/**
 * What requireAuth puts on `request.session`. `chainBound`: signed in through a contract wallet,
 * whose signature proves control of the address on `chain` only (decision 022).
 */
export type AuthSession = { accountId: number; address: string; chain: string; chainBound: boolean; expiresAt: Date };

export type AuthService = {
  message(body: LoginMessageBody): Promise<string>;
  signIn(body: LoginAuthBody): Promise<SessionToken>;
  /** The live session of a token, or undefined when unknown, revoked or expired. */
  session(token: string): Promise<AuthSession | undefined>;
  logout(token: string): Promise<void>;
};

export type AuthServiceDeps = {
  db: Database;
  chains: ChainRegistry;
  publicUrl: string;
  auth: Pick<AppConfig['auth'], 'sessionTtlMs' | 'nonceTtlMs' | 'rpcTimeoutMs'>;
  /** The clock; tests move it to reach expiry without waiting. */
  now?: () => Date;
  /** Operators (ADMIN_ADDRESSES): accounts.role is set from this list at each sign-in (decision 036). */
  admins?: ReadonlySet<string>;
};

export function createAuthService({
  db,
  chains,
  publicUrl,
  auth,
  now = () => new Date(),
  admins = new Set(),
}: AuthServiceDeps): AuthService {
  // Unknown symbols throw unsupported_chain; so do EVM chains this deployment does not serve (their
  // contract-wallet checks need the chain). NULS signatures are checked locally without any node,
  // so a NULS wallet can always sign in, whether or not RPC_URL_NULS enables NULS trading.
  const activeChain = (symbol: string): ChainDefinition => {
    const chain = chains.get(symbol);
    if (chain.family === 'evm' && !chains.isActive(chain.symbol)) throw new AppError('unsupported_chain');
    return chain;
  };

  return {
    async message(body) {
      const chain = activeChain(body.chain);
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + auth.nonceTtlMs);
      const issued = issueSignInMessage({ chain, address: body.address, publicUrl, now: issuedAt, expiresAt });
      await insertNonce(db, { ...issued, chain: chain.symbol, createdAt: issuedAt, expiresAt });
      return issued.message;
    },

    async signIn(body) {
      const chain = activeChain(body.chain);
      const at = now();
      const verified = await verifySignIn(body, {
        chain,
        publicUrl,
        nonceTtlMs: auth.nonceTtlMs,
        rpcTimeoutMs: auth.rpcTimeoutMs,
        now: at,
      });
      const token = newSessionToken();
      const expiresAt = new Date(at.getTime() + auth.sessionTtlMs);
      await consumeNonceAndOpenSession(db, {
        nonce: { nonce: verified.nonce, address: verified.address, chain: chain.symbol, message: body.message },
        family: chain.family,
        role: admins.has(verified.address) ? 'admin' : 'user',
        tokenHash: hashSessionToken(token),
        chainBound: verified.chainBound,
        wallet: body.wallet ?? 'unknown',
        now: at,
        expiresAt,
      });
      return { token, expiresAt: expiresAt.toISOString(), address: verified.address };
    },

    async session(token) {
      const row = await findLiveSession(db, hashSessionToken(token), now());
      return (
        row && { accountId: row.accountId, address: row.address, chain: row.chain, chainBound: row.chainBound, expiresAt: row.expiresAt }
      );
    },

    async logout(token) {
      await revokeSession(db, hashSessionToken(token), now());
    },
  };
}
