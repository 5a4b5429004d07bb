import { isNulsAddress, type ChainDefinition, type ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import { fieldMessage, type Collection, type CreateCollectionBody, type UpdateCollectionBody } from '@nft/api-contract';
import type { AuthSession } from '../auth/auth.service';
import { assertSessionChain } from '../auth/session-chain';
import type { CollectionService } from './collections.service';
import {
  findOwnUploads,
  findWritableCollection,
  insertCollectionRow,
  softDeleteCollection,
  updateCollectionRow,
  type CollectionValues,
  type WritableCollection,
} from './collection-write.repository';

export type DeletedCollection = { id: number; deletedAt: string; detachedNfts: number };

export type CollectionWriteService = {
  create(session: AuthSession, body: CreateCollectionBody): Promise<Collection>;
  update(session: AuthSession, id: number, body: UpdateCollectionBody): Promise<Collection>;
  remove(session: AuthSession, id: number): Promise<DeletedCollection>;
};

type Issue = { path: string; code: string; message: string };

const mediaFields = ['logoMediaId', 'featuredMediaId', 'bannerMediaId'] as const;

const evmAddress = /^0x[0-9a-fA-F]{40}$/;

/** An address of the chain's family in its stored form (EVM lower-case), or undefined when it is not one. */
function chainAddress(chain: ChainDefinition, value: string): string | undefined {
  if (chain.family === 'evm') return evmAddress.test(value) ? value.toLowerCase() : undefined;
  return isNulsAddress(value) ? value : undefined;
}

function invalid(issues: Issue[]): AppError {
  return new AppError('validation_failed', undefined, { details: { in: 'body', issues } });
}

export function createCollectionWriteService({
  db,
  chains,
  read,
}: {
  db: Database;
  chains: ChainRegistry;
  read: CollectionService;
}): CollectionWriteService {
  function activeChain(symbol: string): ChainDefinition {
    // get() throws unsupported_chain for an unknown symbol; a known but unserved chain is no better.
    const chain = chains.get(symbol);
    if (!chains.isActive(chain.symbol)) throw new AppError('unsupported_chain');
    return chain;
  }

  /** Checks what needs the chain or the database and turns the body into column values. */
  async function toValues(
    session: AuthSession,
    chain: ChainDefinition,
    body: UpdateCollectionBody,
    current?: WritableCollection,
  ): Promise<CollectionValues> {
    const issues: Issue[] = [];
    const values: CollectionValues = {};
    if (body.name !== undefined) values.name = body.name;
    if (body.description !== undefined) values.description = body.description;
    if (body.category !== undefined) values.category = body.category;
    if (body.website !== undefined) values.website = body.website;
    if (body.royalty !== undefined) values.royaltyBps = Math.round(body.royalty * 100);

    if (body.royaltyAddress !== undefined) {
      const address = chainAddress(chain, body.royaltyAddress);
      if (address === undefined) issues.push({ path: '/royaltyAddress', code: 'invalid_address', message: fieldMessage('address') });
      else values.royaltyAddress = address;
    }

    if (body.paymentToken !== undefined) {
      const wanted =
        body.paymentToken === null || body.paymentToken === '' ? undefined : (chainAddress(chain, body.paymentToken) ?? body.paymentToken);
      const token =
        wanted === undefined
          ? chain.paymentTokens.find((entry) => entry.native)
          : chain.paymentTokens.find((entry) => chainAddress(chain, entry.address) === wanted);
      if (!token) issues.push({ path: '/paymentToken', code: 'invalid_payment_token', message: fieldMessage('paymentToken') });
      // The native currency is stored as null (the column's documented meaning).
      else values.paymentToken = token.native ? null : chainAddress(chain, token.address);
    }

    const wantedMedia = mediaFields.flatMap((field) => {
      const id = body[field];
      // Keeping the image a collection already shows needs no ownership check (demo media has no uploader).
      return typeof id === 'number' && id !== current?.[field] ? [{ field, id }] : [];
    });
    const own = await findOwnUploads(
      db,
      wantedMedia.map((entry) => entry.id),
      session.accountId,
    );
    for (const { field, id } of wantedMedia)
      if (!own.has(id)) issues.push({ path: `/${field}`, code: 'invalid_media', message: fieldMessage('media') });
    for (const field of mediaFields) if (body[field] !== undefined) values[field] = body[field];

    if (issues.length > 0) throw invalid(issues);
    return values;
  }

  async function ownCollection(session: AuthSession, id: number): Promise<WritableCollection> {
    const current = await findWritableCollection(db, id);
    if (!current) throw new AppError('not_found');
    // docs/product.md (spec section 6): only the creator edits or deletes a collection.
    if (current.creatorAddress !== session.address) throw new AppError('forbidden');
    assertSessionChain(session, current.chain);
    return current;
  }

  return {
    async create(session, body) {
      const chain = activeChain(body.chain);
      // The creator's address must be one the chain can pay royalties to and show as creator.
      if (chainAddress(chain, session.address) === undefined) {
        throw invalid([{ path: '/chain', code: 'chain_family', message: fieldMessage('chainFamily') }]);
      }
      const values = await toValues(session, chain, body);
      const id = await insertCollectionRow(db, {
        ...values,
        chain: chain.symbol,
        name: body.name,
        royaltyBps: values.royaltyBps ?? 0,
        creatorAddress: session.address,
      });
      return read.get(id);
    },

    async update(session, id, body) {
      const current = await ownCollection(session, id);
      if (body.chain !== undefined && body.chain !== current.chain) {
        throw invalid([{ path: '/chain', code: 'immutable', message: fieldMessage('chainImmutable') }]);
      }
      const values = await toValues(session, chains.get(current.chain), body, current);
      if (Object.keys(values).length > 0) await updateCollectionRow(db, id, values);
      return read.get(id);
    },

    async remove(session, id) {
      const current = await ownCollection(session, id);
      const outcome = await softDeleteCollection(db, id, current.creatorAddress);
      if (!outcome.deleted) throw new AppError('collection_not_deletable', undefined, { details: outcome.blockers });
      return { id, deletedAt: outcome.deletedAt.toISOString(), detachedNfts: outcome.detachedNfts };
    },
  };
}
