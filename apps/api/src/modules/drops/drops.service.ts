import { randomBytes } from 'node:crypto';
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  http,
  zeroAddress,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import type { ChainRegistry, EvmChainDefinition } from '@nft/chains';
import { buildAllowlistTree, dropErc721Abi, dropFactoryAbi, type AllowlistTree } from '@nft/contracts';
import type { Database } from '@nft/db';
import { mediaUrl } from '@nft/media';
import { AppError } from '@nft/shared';
import {
  fieldMessage,
  type CreateDropBody,
  type Drop,
  type DropCreateResponse,
  type DropDetail,
  type DropListQuery,
  type DropMintBody,
  type DropMintResponse,
  type DropPhase,
  type DropProof,
  type DropWallet,
  type TransactionStep,
} from '@nft/api-contract';
import type { AuthSession } from '../auth/auth.service';
import { findOwnUploads } from '../collections/collection-write.repository';
import * as repo from './drops.repository';

export type DropsService = {
  create(session: AuthSession, body: CreateDropBody): Promise<DropCreateResponse>;
  deploySteps(session: AuthSession, id: number): Promise<{ steps: TransactionStep[] }>;
  list(query: DropListQuery): Promise<{ items: Drop[] }>;
  get(id: number, wallet: string | undefined): Promise<DropDetail>;
  proof(id: number, address: string): Promise<DropProof>;
  mint(id: number, body: DropMintBody): Promise<DropMintResponse>;
  metadata(id: number, tokenId: number): Promise<{ name: string; description?: string; image: string }>;
};

export type DropsServiceDeps = {
  db: Database;
  chains: ChainRegistry;
  /** The app origin: an uploaded artwork set's token URIs point at its metadata route. */
  publicUrl: string;
  /** Where stored media is served (docs/security.md row 8). */
  mediaOrigin: string;
  rpcTimeoutMs: number;
  now?: () => Date;
};

type Issue = { path: string; code: string; message: string };
const invalid = (issues: Issue[]) => new AppError('validation_failed', undefined, { details: { in: 'body', issues } });
const seconds = (date: Date) => BigInt(Math.floor(date.getTime() / 1000));

/** What the phase is at `now`, the way DropERC721.phase() judges it at a block. */
export function dropPhase(
  drop: { startsAt: Date; publicStartsAt: Date; endsAt: Date; supply: number; deployed: boolean },
  minted: number,
  now: Date,
): DropPhase {
  if (!drop.deployed) return 'pending';
  if (minted >= drop.supply) return 'soldOut';
  if (now < drop.startsAt) return 'upcoming';
  if (now >= drop.endsAt) return 'ended';
  if (now < drop.publicStartsAt) return 'allowlist';
  return 'public';
}

/**
 * Drops (issue 16, docs/decisions/047-drops-in-the-product.md). The API records a drop and builds the transactions;
 * the chain decides: the creator's wallet sends createDrop to the chain's factory, minters send mint to the clone,
 * and every check here (phase, allowlist, limits, supply) is one the contract makes again
 * (docs/decisions/046-drop-contract.md).
 */
export function createDropsService({
  db,
  chains,
  publicUrl,
  mediaOrigin,
  rpcTimeoutMs,
  now = () => new Date(),
}: DropsServiceDeps): DropsService {
  const clients = new Map<string, PublicClient>();
  const trees = new Map<number, AllowlistTree | null>();

  function dropChain(symbol: string): EvmChainDefinition & { dropFactoryContract: string } {
    const chain = chains.all().find((entry) => entry.symbol === symbol);
    if (!chain || chain.family !== 'evm' || !chains.isActive(chain.symbol) || !chain.contracts.dropFactoryContract) {
      throw new AppError('unsupported_chain');
    }
    return chain as EvmChainDefinition & { dropFactoryContract: string };
  }

  function client(chain: EvmChainDefinition): PublicClient {
    let found = clients.get(chain.symbol);
    if (!found) {
      found = createPublicClient({ transport: http(chain.rpcUrl, { timeout: rpcTimeoutMs, retryCount: 0 }) });
      clients.set(chain.symbol, found);
    }
    return found;
  }

  /** The chain's clock: its latest block's time, or the wall clock when that is later or the chain does not answer. */
  async function clock(symbol: string): Promise<Date> {
    const wall = now();
    const chain = chains.all().find((entry) => entry.symbol === symbol);
    if (!chain || chain.family !== 'evm') return wall;
    try {
      const block = await client(chain).getBlock({ blockTag: 'latest' });
      const at = new Date(Number(block.timestamp) * 1000);
      return at > wall ? at : wall;
    } catch {
      return wall;
    }
  }

  function tokenOf(chain: EvmChainDefinition, address: string | null) {
    const token = chain.paymentTokens.find((entry) => (address === null ? entry.native : entry.address.toLowerCase() === address));
    return token ?? { address: address ?? zeroAddress, symbol: '?', decimals: 18, native: address === null, name: '?' };
  }

  function treeOf(row: repo.DropRow): AllowlistTree | null {
    if (!trees.has(row.drop.id)) trees.set(row.drop.id, buildAllowlistTree(row.drop.allowlist));
    return trees.get(row.drop.id) ?? null;
  }

  /** A pending drop whose clone already has code is deployed (the indexer may not have reached DropCreated yet). */
  async function refreshDeployment(row: repo.DropRow): Promise<boolean> {
    if (row.drop.deployedAt) return true;
    const chain = chains.all().find((entry) => entry.symbol === row.drop.chain);
    if (!chain || chain.family !== 'evm') return false;
    try {
      const code = await client(chain).getCode({ address: row.drop.contractAddress as Address });
      if (!code || code === '0x') return false;
    } catch {
      return false;
    }
    await repo.markDeployed(db, row.drop.chain, row.drop.contractAddress, { blockNumber: null, txHash: null, at: now() });
    return true;
  }

  /** Minted so far: the contract's totalMinted when it answers (the indexer may lag a block), else the indexed count. */
  async function withChainMinted(row: repo.DropRow, deployed: boolean): Promise<repo.DropRow> {
    if (!deployed) return row;
    const chain = chains.get(row.drop.chain) as EvmChainDefinition;
    try {
      const total = await client(chain).readContract({
        address: row.drop.contractAddress as Address,
        abi: dropErc721Abi,
        functionName: 'totalMinted',
      });
      return { ...row, minted: Math.max(row.minted, Number(total)) };
    } catch {
      return row;
    }
  }

  async function toDrop(row: repo.DropRow, at: Date, deployed: boolean, images: Map<number, string>): Promise<Drop> {
    const chain = chains.get(row.drop.chain) as EvmChainDefinition;
    const token = tokenOf(chain, row.drop.paymentToken);
    const artwork = row.drop.artwork ?? [];
    const previewImages = artwork.flatMap((item) => {
      const key = images.get(item.mediaId);
      return key ? [mediaUrl(mediaOrigin, key)] : [];
    });
    const unique = [...new Set(previewImages)].slice(0, 8);
    const logo = row.logoKey ? mediaUrl(mediaOrigin, row.logoKey) : null;
    return {
      id: row.drop.id,
      chain: chain.symbol,
      chainName: chain.chainName,
      chainId: chain.chainIdNumber,
      phase: dropPhase({ ...row.drop, deployed }, row.minted, at),
      contractAddress: row.drop.contractAddress,
      factoryAddress: row.drop.factoryAddress,
      deployed,
      deployTxHash: row.drop.deployTxHash,
      collectionId: row.drop.collectionId,
      name: row.name,
      symbol: row.drop.symbol,
      description: row.description,
      imageUrl: logo ?? unique[0] ?? null,
      bannerUrl: row.bannerKey ? mediaUrl(mediaOrigin, row.bannerKey) : null,
      previewImages: unique,
      creator: {
        address: row.drop.creatorAddress,
        name: row.creatorName ?? null,
        artistId: row.artistId === null || row.artistId === undefined ? null : Number(row.artistId),
      },
      supply: row.drop.supply,
      minted: Math.min(row.minted, row.drop.supply),
      price: row.drop.price,
      priceDisplay: formatUnits(BigInt(row.drop.price), token.decimals),
      token: {
        address: token.native ? zeroAddress : token.address.toLowerCase(),
        symbol: token.symbol,
        decimals: token.decimals,
        native: token.native,
      },
      perWalletLimit: row.drop.perWalletLimit,
      startsAt: row.drop.startsAt.toISOString(),
      publicStartsAt: row.drop.publicStartsAt.toISOString(),
      endsAt: row.drop.endsAt.toISOString(),
      hasAllowlist: row.drop.merkleRoot !== null,
      allowlistSize: row.drop.allowlist.length,
      merkleRoot: row.drop.merkleRoot,
      royaltyBps: row.drop.royaltyBps,
      feeBps: row.drop.feeBps,
      artworkKind: row.drop.artworkKind === 'uploads' ? 'uploads' : 'baseUri',
      baseUri: row.drop.baseUri,
      createdAt: row.drop.createdAt.toISOString(),
      chainTime: Math.floor(at.getTime() / 1000),
    };
  }

  async function imagesOf(rows: repo.DropRow[]) {
    return repo.artworkKeys(db, [...new Set(rows.flatMap((row) => (row.drop.artwork ?? []).slice(0, 8).map((item) => item.mediaId)))]);
  }

  async function found(id: number): Promise<repo.DropRow> {
    const row = await repo.findDrop(db, id);
    if (!row) throw new AppError('drop_not_found');
    return row;
  }

  function deployStep(row: repo.DropRow): TransactionStep {
    const config = {
      name: row.name,
      symbol: row.drop.symbol,
      baseURI: row.drop.baseUri,
      royaltyReceiver: row.drop.royaltyAddress as Address,
      royaltyBps: BigInt(row.drop.royaltyBps),
      paymentToken: (row.drop.paymentToken ?? zeroAddress) as Address,
      price: BigInt(row.drop.price),
      maxSupply: row.drop.supply,
      perWalletLimit: row.drop.perWalletLimit,
      startTime: seconds(row.drop.startsAt),
      publicStartTime: seconds(row.drop.publicStartsAt),
      endTime: seconds(row.drop.endsAt),
      merkleRoot: (row.drop.merkleRoot ?? `0x${'0'.repeat(64)}`) as Hex,
    };
    return {
      kind: 'transaction',
      description: `Deploy the drop contract of ${row.name}`,
      to: row.drop.factoryAddress,
      data: encodeFunctionData({ abi: dropFactoryAbi, functionName: 'createDrop', args: [config, row.drop.salt as Hex] }),
      value: '0',
    };
  }

  async function walletState(row: repo.DropRow, chain: EvmChainDefinition, wallet: string, phase: DropPhase): Promise<DropWallet> {
    const tree = treeOf(row);
    const allowlisted = tree?.proofFor(wallet) != null;
    let minted = 0;
    if (phase !== 'pending') {
      try {
        const read = await client(chain).readContract({
          address: row.drop.contractAddress as Address,
          abi: dropErc721Abi,
          functionName: 'mintedBy',
          args: [wallet as Address],
        });
        minted = Number(read);
      } catch {
        throw new AppError('service_unavailable');
      }
    }
    const open = phase === 'public' || (phase === 'allowlist' && allowlisted);
    const left = Math.max(0, row.drop.supply - row.minted);
    const mintable = open ? Math.max(0, Math.min(row.drop.perWalletLimit - minted, left)) : 0;
    return { address: wallet, allowlisted, minted, mintable };
  }

  return {
    async create(session, body) {
      const chain = dropChain(body.chain);
      const creator = session.address.toLowerCase();
      if (!/^0x[0-9a-f]{40}$/.test(creator))
        throw invalid([{ path: '/chain', code: 'chain_family', message: fieldMessage('chainFamily') }]);
      const issues: Issue[] = [];
      const at = await clock(chain.symbol);
      if (Date.parse(body.endsAt) <= at.getTime()) issues.push({ path: '/endsAt', code: 'in_past', message: 'must be in the future' });
      let paymentToken: string | null = null;
      if (body.paymentToken) {
        const token = chain.paymentTokens.find((entry) => !entry.native && entry.address.toLowerCase() === body.paymentToken);
        if (!token) issues.push({ path: '/paymentToken', code: 'invalid_payment_token', message: fieldMessage('paymentToken') });
        else paymentToken = token.address.toLowerCase();
      }
      const media = [
        ...(['logoMediaId', 'featuredMediaId', 'bannerMediaId'] as const).flatMap((field) => {
          const id = body[field];
          return typeof id === 'number' ? [{ path: `/${field}`, id }] : [];
        }),
        ...(body.artwork.kind === 'uploads'
          ? body.artwork.items.map((item, i) => ({ path: `/artwork/items/${i}/mediaId`, id: item.mediaId }))
          : []),
      ];
      const own = await findOwnUploads(
        db,
        media.map((entry) => entry.id),
        session.accountId,
      );
      for (const entry of media)
        if (!own.has(entry.id)) issues.push({ path: entry.path, code: 'invalid_media', message: fieldMessage('media') });
      if (issues.length > 0) throw invalid(issues);

      const tree = buildAllowlistTree(body.allowlist);
      const salt = `0x${randomBytes(32).toString('hex')}` as Hex;
      const factory = chain.dropFactoryContract.toLowerCase() as Address;
      let contractAddress: string;
      let feeBps: number;
      try {
        const [predicted, fee] = await Promise.all([
          client(chain).readContract({
            address: factory,
            abi: dropFactoryAbi,
            functionName: 'predictDrop',
            args: [creator as Address, salt],
          }),
          client(chain).readContract({ address: factory, abi: dropFactoryAbi, functionName: 'feeBps' }),
        ]);
        contractAddress = predicted.toLowerCase();
        feeBps = Number(fee);
      } catch {
        throw new AppError('service_unavailable');
      }
      const startsAt = new Date(body.startsAt);
      const publicStartsAt = tree && body.publicStartsAt ? new Date(body.publicStartsAt) : startsAt;
      const royaltyBps = Math.round(body.royalty * 100);
      const royaltyAddress = body.royaltyAddress ?? creator;
      const id = await repo.insertDrop(
        db,
        {
          chain: chain.symbol,
          creatorAddress: creator,
          name: body.name,
          description: body.description ?? null,
          logoMediaId: body.logoMediaId ?? null,
          featuredMediaId: body.featuredMediaId ?? null,
          bannerMediaId: body.bannerMediaId ?? null,
          category: body.category ?? null,
          website: body.website ?? null,
          royaltyBps,
          royaltyAddress,
          paymentToken,
          contractAddress,
        },
        {
          chain: chain.symbol,
          creatorAddress: creator,
          factoryAddress: factory,
          contractAddress,
          salt,
          symbol: body.symbol,
          artworkKind: body.artwork.kind === 'uploads' ? 'uploads' : 'base_uri',
          artwork:
            body.artwork.kind === 'uploads'
              ? body.artwork.items.map((item) => ({
                  mediaId: item.mediaId,
                  name: item.name ?? null,
                  description: item.description ?? null,
                }))
              : null,
          supply: body.supply,
          price: body.price,
          paymentToken,
          perWalletLimit: body.perWalletLimit,
          startsAt,
          publicStartsAt,
          endsAt: new Date(body.endsAt),
          allowlist: tree ? [...new Set(body.allowlist)] : [],
          merkleRoot: tree?.root ?? null,
          royaltyBps,
          royaltyAddress,
          feeBps,
        },
        (dropId) => (body.artwork.kind === 'baseUri' ? body.artwork.baseUri : `${publicUrl}/v1/drops/${dropId}/metadata/`),
      );
      const row = await found(id);
      return { drop: await toDrop(row, at, false, await imagesOf([row])), steps: [deployStep(row)] };
    },

    async deploySteps(session, id) {
      const row = await found(id);
      if (row.drop.creatorAddress !== session.address.toLowerCase()) throw new AppError('forbidden');
      if (await refreshDeployment(row)) throw new AppError('drop_not_pending');
      return { steps: [deployStep(row)] };
    },

    async list(query) {
      const symbols: string[] = query.chain
        ? [dropChain(query.chain).symbol]
        : chains.all().flatMap((c) => (c.family === 'evm' && chains.isActive(c.symbol) ? [c.symbol] : []));
      // Drops deployed since they were last read join the list (the newest few pending ones are checked for code).
      for (const pending of await repo.newestPending(db, symbols, 10)) await refreshDeployment(pending);
      const clocks = new Map(await Promise.all(symbols.map(async (symbol) => [symbol, await clock(symbol)] as const)));
      const latest = [...clocks.values()].reduce((a, b) => (b > a ? b : a), now());
      const rows = await repo.listDrops(db, { ...query, now: latest });
      const images = await imagesOf(rows);
      return {
        items: await Promise.all(
          rows.map((row) => toDrop(row, clocks.get(row.drop.chain) ?? latest, row.drop.deployedAt !== null, images)),
        ),
      };
    },

    async get(id, wallet) {
      const stored = await found(id);
      const chain = chains.get(stored.drop.chain) as EvmChainDefinition;
      const [deployed, at] = await Promise.all([refreshDeployment(stored), clock(stored.drop.chain)]);
      const row = await withChainMinted(stored, deployed);
      const drop = await toDrop(row, at, deployed, await imagesOf([row]));
      return { ...drop, wallet: wallet ? await walletState(row, chain, wallet, drop.phase) : null };
    },

    async proof(id, address) {
      const row = await found(id);
      const tree = treeOf(row);
      const proof = tree?.proofFor(address) ?? null;
      return { address, allowlisted: proof !== null, root: tree?.root ?? null, proof: proof ?? [] };
    },

    async mint(id, body) {
      const stored = await found(id);
      const chain = chains.get(stored.drop.chain) as EvmChainDefinition;
      const [deployed, at] = await Promise.all([refreshDeployment(stored), clock(stored.drop.chain)]);
      const row = await withChainMinted(stored, deployed);
      const phase = dropPhase({ ...row.drop, deployed }, row.minted, at);
      if (phase === 'soldOut') throw new AppError('drop_sold_out');
      if (phase !== 'allowlist' && phase !== 'public') throw new AppError('drop_not_live');
      const state = await walletState(row, chain, body.minter, phase);
      if (phase === 'allowlist' && !state.allowlisted) throw new AppError('drop_not_allowlisted');
      if (body.quantity > row.drop.supply - row.minted) throw new AppError('drop_sold_out');
      if (state.minted + body.quantity > row.drop.perWalletLimit) throw new AppError('drop_wallet_limit');
      const proof = phase === 'allowlist' ? (treeOf(row)?.proofFor(body.minter) ?? []) : [];
      const total = BigInt(row.drop.price) * BigInt(body.quantity);
      const steps: TransactionStep[] = [];
      const clone = row.drop.contractAddress as Address;
      if (row.drop.paymentToken && total > 0n) {
        let allowance: bigint;
        try {
          allowance = await client(chain).readContract({
            address: row.drop.paymentToken as Address,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [body.minter as Address, clone],
          });
        } catch {
          throw new AppError('service_unavailable');
        }
        if (allowance < total) {
          steps.push({
            kind: 'transaction',
            description: `Allow the drop to take ${formatUnits(total, tokenOf(chain, row.drop.paymentToken).decimals)} ${tokenOf(chain, row.drop.paymentToken).symbol}`,
            to: row.drop.paymentToken,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [clone, total] }),
            value: '0',
          });
        }
      }
      steps.push({
        kind: 'transaction',
        description: `Mint ${body.quantity} from ${row.name}`,
        to: clone,
        data: encodeFunctionData({ abi: dropErc721Abi, functionName: 'mint', args: [BigInt(body.quantity), proof] }),
        value: row.drop.paymentToken ? '0' : total.toString(),
      });
      return { steps, total: total.toString() };
    },

    async metadata(id, tokenId) {
      const row = await found(id);
      const artwork = row.drop.artwork;
      if (row.drop.artworkKind !== 'uploads' || !artwork || artwork.length === 0 || tokenId > row.drop.supply)
        throw new AppError('not_found');
      const item = artwork[(tokenId - 1) % artwork.length]!;
      const key = (await repo.artworkKeys(db, [item.mediaId])).get(item.mediaId);
      if (!key) throw new AppError('not_found');
      return {
        name: item.name ?? `${row.name} #${tokenId}`,
        ...((item.description ?? row.description) ? { description: (item.description ?? row.description)! } : {}),
        image: mediaUrl(mediaOrigin, key),
      };
    },
  };
}
