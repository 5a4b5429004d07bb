import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@nft/shared';
import type { AuthSession } from '../modules/auth/auth.service';
import { assertSessionChain } from '../modules/auth/session-chain';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth` for the signed-in caller; null on routes that do not require it. */
    session: AuthSession | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in caller: 401 token_expired otherwise. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** preHandler for public routes that answer more to a signed-in caller: sets the session when the token is live, never fails. */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for the operator routes (/v1/admin/..., docs/decisions/036-operators-and-audit-log.md): 401
     * token_expired for an anonymous caller, 403 admin_only for a signed-in caller whose address is not in ADMIN_ADDRESSES.
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Whether an address is an operator's (ADMIN_ADDRESSES, the one source of truth). */
    isAdmin: (address: string) => boolean;
  }
}

export type SessionLookup = (token: string) => Promise<AuthSession | undefined>;

/**
 * Installs `request.session` and the `requireAuth` preHandler on an instance (the /v1 scope), so
 * every module registered after it can guard its routes with `preHandler: app.requireAuth`.
 */
export function installSessions(app: FastifyInstance, lookup: SessionLookup, admins: ReadonlySet<string> = new Set()): void {
  app.decorateRequest('session', null);
  const requireAuth = async (request: FastifyRequest) => {
    const token = request.authToken;
    // Unknown, revoked and expired tokens look the same to the client: sign in again.
    const session = token === undefined || token.length > 256 ? undefined : await lookup(token);
    if (!session) throw new AppError('token_expired');
    request.session = session;
  };
  app.decorate('requireAuth', requireAuth);
  // The configuration decides, not accounts.role (a mirror for reading): removing an address from ADMIN_ADDRESSES
  // and restarting revokes it at once, live sessions included. Sessions store EVM addresses lower-cased.
  const isAdmin = (address: string) => admins.has(address);
  app.decorate('isAdmin', isAdmin);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireAuth(request);
    if (!isAdmin(request.session!.address)) throw new AppError('admin_only');
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    const token = request.authToken;
    // A stale token on a public page is not an error: the caller is simply anonymous.
    request.session = (token === undefined || token.length > 256 ? undefined : await lookup(token)) ?? null;
  });
}

/** The signed-in caller on a route guarded by requireAuth. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new AppError('token_expired');
  return request.session;
}

/** sessionOf for a route acting on `chain`: 403 session_chain_mismatch for a contract-wallet session of another chain. */
export function sessionOn(request: FastifyRequest, chain: string): AuthSession {
  return assertSessionChain(sessionOf(request), chain);
}
