import { createPublicClient, http, parseAbi, type Address, type PublicClient } from 'viem';
import type { ChainRegistry, EvmChainDefinition } from '@nft/chains';
import type { Database } from '@nft/db';
import { processMedia, storeMedia, mediaUrl, type MediaStore } from '@nft/media';
import { loadMetadataFetchOptions, safeFetch, type SafeFetchOptions } from '@nft/metadata';
import { AppError } from '@nft/shared';
import {
  migrationControlMessage,
  migrationMaxTokens,
  migrationRangeSize,
  type AdminBatchMigration,
  type AdminBatchMigrationDetail,
  type AdminBatchMigrationReviewBody,
  type BatchMigration,
  type BatchMigrationCheck,
  type BatchMigrationStatus,
  type CreateBatchMigrationBody,
  type MigrationContractFacts,
  type MigrationTokenSample,
  type Page,
} from '@nft/api-contract';
import { withTimeout } from '../../lib/with-timeout';
import { recordAdminAction, type AdminActor } from '../admin/audit-log';
import { verifyEvmSignature } from '../auth/evm-signature';
import { readContractFacts } from './contract-facts';
import * as repo from './batch-migrations.repository';

export type Applicant = { accountId: number; address: string };

export type BatchMigrationService = {
  check(applicant: Applicant, chain: string, contractAddress: string): Promise<BatchMigrationCheck>;
  create(applicant: Applicant, body: CreateBatchMigrationBody): Promise<BatchMigration>;
  listOwn(applicant: Applicant): Promise<{ items: BatchMigration[] }>;
  getOwn(applicant: Applicant, id: number): Promise<BatchMigration>;
  adminList(query: { status: BatchMigrationStatus | 'all'; cursor?: string; limit: number }): Promise<Page<AdminBatchMigration>>;
  adminDetail(id: number): Promise<AdminBatchMigrationDetail>;
  review(actor: AdminActor, id: number, body: AdminBatchMigrationReviewBody): Promise<AdminBatchMigration>;
};

export type BatchMigrationServiceDeps = {
  db: Database;
  chains: ChainRegistry;
  /** The site named in the deployer's control message (the public app origin's host). */
  site: string;
  rpcTimeoutMs: number;
  /** Token samples in the operator's detail: metadata and images through the safe fetcher (docs/security.md row 9). */
  fetch?: SafeFetchOptions;
  media?: MediaStore;
  mediaOrigin: string;
};

const uriAbi = parseAbi(['function tokenURI(uint256 tokenId) view returns (string)', 'function uri(uint256 id) view returns (string)']);
const listedTokenIds = 1000;
const listedErrors = 100;
const sampleCount = 4;
const unknownFacts: MigrationContractFacts = {
  standard: null,
  name: null,
  symbol: null,
  owner: null,
  totalSupply: null,
  deployer: null,
  deploymentBlock: null,
};

/**
 * Batch migration requests (docs/product.md "Batch migration", docs/decisions/048-batch-migration-control-and-review.md):
 * the applicant proves control of the contract, operators review, the indexer imports after approval (decision 049).
 */
export function createBatchMigrationService(deps: BatchMigrationServiceDeps): BatchMigrationService {
  const { db, chains } = deps;
  const clients = new Map<string, PublicClient>();
  const evmChain = (symbol: string): { chain: EvmChainDefinition; client: PublicClient } => {
    if (!chains.isActive(symbol)) throw new AppError('unsupported_chain');
    const chain = chains.get(symbol);
    if (chain.family !== 'evm') throw new AppError('unsupported_chain');
    let client = clients.get(symbol);
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: deps.rpcTimeoutMs, retryCount: 0 }) });
      clients.set(symbol, client);
    }
    return { chain, client };
  };
  const facts = async (client: PublicClient, contract: string): Promise<MigrationContractFacts> => {
    try {
      // The deployment search is a few dozen reads: bounded like every chain read of a request.
      return await withTimeout(readContractFacts(client, contract), deps.rpcTimeoutMs * 4);
    } catch (error) {
      throw new AppError('service_unavailable', 'the chain did not answer about the contract', { cause: error });
    }
  };
  const controlMessage = (chain: EvmChainDefinition, contract: string, applicant: string) =>
    migrationControlMessage({ site: deps.site, chainId: chain.chainIdNumber, contractAddress: contract, applicant });

  const toView = async (row: repo.MigrationRow, errorLimit: number): Promise<BatchMigration> => ({
    id: row.id,
    chain: row.chain,
    contractAddress: row.sourceContractAddress,
    standard: row.standard === 'ERC-721' || row.standard === 'ERC-1155' ? row.standard : null,
    contractName: row.contractName,
    contractSymbol: row.contractSymbol,
    collection: { id: row.collectionId, name: row.collectionName },
    tokenIdType: row.tokenIdType,
    rangeStart: row.rangeStart,
    rangeEnd: row.rangeEnd,
    tokenIds: row.tokenIds ? row.tokenIds.slice(0, listedTokenIds) : null,
    tokenCount: row.tokenCount,
    contact: row.contact ?? '',
    control: row.controlKind,
    deployerAddress: row.deployerAddress,
    status: row.status,
    reviewReason: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    progress: {
      total: row.tokenCount,
      imported: row.migratedCount,
      failed: row.failedCount,
      backfilledToBlock: row.backfilledToBlock,
    },
    errors: errorLimit > 0 ? await repo.tokenErrors(db, row, errorLimit) : [],
  });
  const toAdminView = async (row: repo.MigrationRow, errorLimit: number): Promise<AdminBatchMigration> => ({
    ...(await toView(row, errorLimit)),
    requesterAddress: row.requesterAddress,
    facts: {
      standard: row.standard === 'ERC-721' || row.standard === 'ERC-1155' ? row.standard : null,
      name: row.contractName,
      symbol: row.contractSymbol,
      owner: row.contractOwner,
      totalSupply: row.totalSupply,
      deployer: row.controlKind === 'deployer' && row.deployerVerified ? row.deployerAddress : null,
      deploymentBlock: row.deploymentBlock,
    },
    deployerVerified: row.deployerVerified,
    reviewedByAddress: row.reviewedByAddress,
  });

  const sample = async (client: PublicClient, row: repo.MigrationRow, tokenId: string): Promise<MigrationTokenSample> => {
    const result: MigrationTokenSample = { tokenId, tokenUri: null, name: null, imageUrl: null, error: null };
    const address = row.sourceContractAddress as Address;
    for (const functionName of ['tokenURI', 'uri'] as const) {
      result.tokenUri = await client.readContract({ address, abi: uriAbi, functionName, args: [BigInt(tokenId)] }).catch(() => null);
      if (result.tokenUri) break;
    }
    if (!result.tokenUri) return { ...result, error: 'no token URI (not minted, or the contract has neither tokenURI nor uri)' };
    if (!deps.fetch) return { ...result, error: 'metadata fetching is not configured' };
    try {
      const uri = result.tokenUri.replaceAll('{id}', BigInt(tokenId).toString(16).padStart(64, '0'));
      const document = JSON.parse((await safeFetch(uri, 'json', deps.fetch)).data.toString('utf8')) as Record<string, unknown>;
      result.name = typeof document.name === 'string' ? document.name.slice(0, 200) : null;
      const image = typeof document.image === 'string' ? document.image : null;
      if (image && deps.media) {
        const fetched = await safeFetch(image, 'media', deps.fetch);
        const stored = await storeMedia(db, deps.media, await processMedia(fetched.data), { sourceUrl: fetched.url });
        result.imageUrl = mediaUrl(deps.mediaOrigin, stored.storageKey);
      }
    } catch (error) {
      result.error = error instanceof Error ? error.message.slice(0, 300) : 'unreadable metadata';
    }
    return result;
  };

  const own = async (applicant: Applicant, id: number) => {
    const row = await repo.findMigration(db, id);
    if (!row || row.requesterAccountId !== applicant.accountId) throw new AppError('migration_not_found');
    return row;
  };

  return {
    async check(applicant, symbol, contract) {
      const { chain, client } = evmChain(symbol);
      // A node that does not answer is the chain's problem, not the caller's: the form says so and lets them retry.
      const read = await facts(client, contract).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'service_unavailable') return undefined;
        throw error;
      });
      const address = applicant.address.toLowerCase();
      const ownerIsYou = read?.owner === address;
      return {
        chain: symbol,
        contractAddress: contract,
        facts: read ?? unknownFacts,
        chainAnswered: read !== undefined,
        control: ownerIsYou ? 'owner' : 'deployer',
        ownerIsYou,
        deployerIsYou: read?.deployer === address,
        controlMessage: controlMessage(chain, contract, address),
        maxTokens: migrationMaxTokens,
      };
    },

    async create(applicant, body) {
      const { chain, client } = evmChain(body.chain);
      const address = applicant.address.toLowerCase();
      const collection = await repo.findOwnCollection(db, body.collectionId, address);
      if (!collection || collection.chain !== body.chain) throw new AppError('migration_collection_invalid');
      // The marketplace's shared mint contracts hold every creator's tokens: nobody imports them (docs/security.md).
      if (await repo.isPlatformContract(db, body.chain, body.contractAddress)) throw new AppError('migration_not_controller');
      const read = await facts(client, body.contractAddress);
      if (!read.standard) throw new AppError('migration_not_nft_contract');
      let deployerVerified: boolean | null = null;
      if (body.proof.kind === 'owner') {
        if (read.owner !== address) throw new AppError('migration_not_controller');
      } else {
        const signer = await verifyEvmSignature({
          address: body.proof.deployer,
          message: controlMessage(chain, body.contractAddress, address),
          signature: body.proof.signature,
          rpcUrl: chain.rpcUrl,
          timeoutMs: deps.rpcTimeoutMs,
        });
        if (!signer) throw new AppError('migration_not_controller');
        // The creation transaction, when the node can give it, must name the signer (decision 048).
        if (read.deployer !== null && read.deployer !== body.proof.deployer) throw new AppError('migration_not_controller');
        deployerVerified = read.deployer === null ? null : true;
      }
      if (await repo.hasOpenMigration(db, body.chain, body.contractAddress, body.collectionId)) throw new AppError('migration_duplicate');
      const tokenIds = body.tokenIdType === 'non_consecutive' ? [...new Set(body.tokenIds)] : null;
      const range = body.tokenIdType === 'consecutive' ? { rangeStart: body.rangeStart, rangeEnd: body.rangeEnd } : null;
      const tokenCount = range ? Number(migrationRangeSize(range.rangeStart, range.rangeEnd)) : tokenIds!.length;
      const id = await repo.insertMigration(db, {
        collectionId: body.collectionId,
        requesterAccountId: applicant.accountId,
        chain: body.chain,
        sourceContractAddress: body.contractAddress,
        tokenIdType: body.tokenIdType,
        rangeStart: range?.rangeStart ?? null,
        rangeEnd: range?.rangeEnd ?? null,
        tokenIds,
        tokenCount,
        contact: body.contact,
        controlKind: body.proof.kind,
        deployerAddress: body.proof.kind === 'deployer' ? body.proof.deployer : null,
        deployerSignature: body.proof.kind === 'deployer' ? body.proof.signature : null,
        deployerVerified,
        standard: read.standard,
        contractName: read.name,
        contractSymbol: read.symbol,
        contractOwner: read.owner,
        totalSupply: read.totalSupply,
        deploymentBlock: read.deploymentBlock,
      });
      return toView((await repo.findMigration(db, id))!, 0);
    },

    async listOwn(applicant) {
      const rows = await repo.listOwnMigrations(db, applicant.accountId);
      return { items: await Promise.all(rows.map((row) => toView(row, 0))) };
    },

    async getOwn(applicant, id) {
      return toView(await own(applicant, id), listedErrors);
    },

    async adminList({ status, cursor, limit }) {
      const beforeId = cursor && /^\d{1,15}$/.test(cursor) ? Number(cursor) : undefined;
      const rows = await repo.listMigrations(db, { status, beforeId, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return {
        items: await Promise.all(page.map((row) => toAdminView(row, 0))),
        nextCursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      };
    },

    async adminDetail(id) {
      const row = await repo.findMigration(db, id);
      if (!row) throw new AppError('migration_not_found');
      const { client } = evmChain(row.chain);
      const view = await toAdminView(row, listedErrors);
      const sampleIds =
        row.tokenIdType === 'consecutive'
          ? Array.from({ length: Math.min(sampleCount, row.tokenCount) }, (_, index) =>
              (BigInt(row.rangeStart!) + BigInt(index)).toString(),
            )
          : (row.tokenIds ?? []).slice(0, sampleCount);
      const [liveFacts, samples] = await Promise.all([
        facts(client, row.sourceContractAddress),
        Promise.all(sampleIds.map((tokenId) => sample(client, row, tokenId))),
      ]);
      return { ...view, liveFacts, samples };
    },

    async review(actor, id, body) {
      await db.transaction(async (tx) => {
        const row = await repo.lockMigration(tx, id);
        if (!row) throw new AppError('migration_not_found');
        if (row.status !== 'pending') throw new AppError('migration_not_pending');
        const status = body.decision === 'approve' ? 'approved' : 'rejected';
        await repo.setReview(tx, id, { status, reason: body.reason ?? null, reviewerAccountId: actor.accountId });
        await recordAdminAction(tx, {
          actor,
          action: `batch_migration.${body.decision}`,
          targetType: 'batch_migration',
          targetId: id,
          before: { status: row.status },
          after: { status, reason: body.reason ?? null },
        });
      });
      return toAdminView((await repo.findMigration(db, id))!, 0);
    },
  };
}

/** The metadata fetcher's settings (IPFS gateway, sizes, time-out) from the environment, as the indexer reads them. */
export function metadataFetchOf(media: MediaStore | undefined, mediaOrigin: string): SafeFetchOptions | undefined {
  try {
    return loadMetadataFetchOptions(process.env, media ? { publicUrl: mediaOrigin, store: media } : undefined);
  } catch {
    // Invalid settings stop the indexer at start; here the samples then say fetching is not configured.
    return undefined;
  }
}
