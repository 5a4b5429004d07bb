import { randomUUID } from 'node:crypto';
import type { ChainRegistry, EvmChainDefinition } from '@nft/chains';
import type { Database } from '@nft/db';
import type { MediaStore } from '@nft/media';
import { AppError } from '@nft/shared';
import { fieldMessage, type CreateNftDraftBody, type NftDraft, type NftMetadataDocument } from '@nft/api-contract';
import type { AuthSession } from '../auth/auth.service';
import { mediaUrl } from '../media/media-object';
import { buildMetadataDocument, serialiseMetadataDocument } from './build-metadata-document';
import { mintCall } from './mint-call';
import { findDraftMetadata, findOwnMedia, findTargetCollection, insertDraft, type DraftMedia } from './nft-draft.repository';

export type NftDraftService = {
  create(session: AuthSession, body: CreateNftDraftBody): Promise<NftDraft>;
  /**
   * The metadata document a non-frozen token URI serves, by the draft's public id: to everyone once
   * the token is minted, before that only to its creator (`viewer`); 404 otherwise.
   */
  metadata(publicId: string, viewer: number | undefined): Promise<{ document: NftMetadataDocument; minted: boolean }>;
};

/** publicUrl: the app origin (metadata route); mediaOrigin: where stored media is served (config.public.mediaUrl). */
export type NftDraftServiceDeps = {
  db: Database;
  chains: ChainRegistry;
  publicUrl: string;
  mediaOrigin: string;
  media: MediaStore | undefined;
};

type Issue = { path: string; code: string; message: string };

function invalid(issues: Issue[]): AppError {
  return new AppError('validation_failed', undefined, { details: { in: 'body', issues } });
}

const playable = (mime: string) => mime.startsWith('audio/') || mime.startsWith('video/');
// Uploads are stored re-encoded: SVG previews become PNG, so these cover every accepted image.
const previewMimes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const evmAddress = /^0x[0-9a-f]{40}$/;

/** The metadata route of a non-frozen draft: the URI that goes on chain. */
export function draftMetadataUrl(publicUrl: string, publicId: string): string {
  return `${publicUrl}/v1/nft-metadata/${publicId}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createNftDraftService({ db, chains, publicUrl, mediaOrigin, media }: NftDraftServiceDeps): NftDraftService {
  function mintChain(symbol: string): EvmChainDefinition {
    // get() throws unsupported_chain for an unknown symbol.
    const chain = chains.get(symbol);
    if (chain.family !== 'evm') throw invalid([{ path: '/chain', code: 'custom', message: fieldMessage('nulsMint') }]);
    if (!chains.isActive(chain.symbol)) throw new AppError('unsupported_chain');
    return chain;
  }

  async function checkMedia(session: AuthSession, body: CreateNftDraftBody): Promise<{ file: DraftMedia; preview: DraftMedia | null }> {
    const ids = [body.mediaId, ...(body.previewMediaId ? [body.previewMediaId] : [])];
    const own = await findOwnMedia(db, ids, session.accountId);
    const file = own.get(body.mediaId);
    const preview = body.previewMediaId ? own.get(body.previewMediaId) : undefined;
    const issues: Issue[] = [];
    if (!file) issues.push({ path: '/mediaId', code: 'custom', message: fieldMessage('media') });
    if (body.previewMediaId && !preview) issues.push({ path: '/previewMediaId', code: 'custom', message: fieldMessage('media') });
    else if (preview && !previewMimes.has(preview.mime))
      issues.push({ path: '/previewMediaId', code: 'custom', message: fieldMessage('previewImage') });
    if (file && playable(file.mime) && !body.previewMediaId) {
      issues.push({ path: '/previewMediaId', code: 'custom', message: fieldMessage('previewRequired') });
    }
    if (issues.length > 0 || !file) throw invalid(issues);
    return { file, preview: preview ?? null };
  }

  return {
    async create(session, body) {
      const chain = mintChain(body.chain);
      // A NULS session's address cannot sign an EVM mint.
      if (!evmAddress.test(session.address)) throw new AppError('forbidden');
      const standard = body.copies === 1 ? 'ERC-721' : 'ERC-1155';
      const contractAddress = standard === 'ERC-721' ? chain.contracts.ERC721Contract : chain.contracts.ERC1155Contract;
      if (!contractAddress) throw new AppError('unsupported_chain');

      let royalty = { bps: 0, receiver: null as string | null };
      if (body.collectionId) {
        const collection = await findTargetCollection(db, body.collectionId);
        if (!collection) throw new AppError('not_found');
        if (collection.creatorAddress !== session.address) throw new AppError('forbidden');
        if (collection.chain !== chain.symbol)
          throw invalid([{ path: '/collectionId', code: 'custom', message: fieldMessage('collectionChain') }]);
        // Platform mints can only be filed under collections that group platform tokens.
        if (collection.contractAddress !== null)
          throw invalid([{ path: '/collectionId', code: 'custom', message: fieldMessage('collectionContract') }]);
        royalty = { bps: collection.royaltyBps, receiver: collection.royaltyAddress };
      }

      const { file, preview } = await checkMedia(session, body);
      const metadata = buildMetadataDocument(body, {
        media: { url: mediaUrl(mediaOrigin, file.storageKey), playable: playable(file.mime) },
        preview: preview && { url: mediaUrl(mediaOrigin, preview.storageKey) },
      });

      let frozenUri: string | undefined;
      if (body.frozen) {
        if (!media) throw new AppError('service_unavailable');
        // Content-addressed: the URI names the bytes, and the media it points at is content-addressed too.
        const stored = await media.put(serialiseMetadataDocument(metadata), 'application/json');
        frozenUri = mediaUrl(mediaOrigin, stored.key);
      }
      // Random, so a metadata URL tells nothing about other drafts and cannot be guessed (issue 9, item 12).
      const publicId = randomUUID();
      const draft = await insertDraft(
        db,
        {
          chain: chain.symbol,
          creatorAddress: session.address,
          accountId: session.accountId,
          collectionId: body.collectionId ?? null,
          metadata,
          supply: String(body.copies),
          frozen: body.frozen,
          unlockableContent: body.unlockableContent ?? null,
        },
        publicId,
        frozenUri ?? draftMetadataUrl(publicUrl, publicId),
      );
      return {
        id: draft.id,
        chain: chain.symbol,
        collectionId: body.collectionId ?? null,
        tokenUri: draft.tokenUri,
        frozen: body.frozen,
        copies: body.copies,
        metadata,
        mint: mintCall({ standard, contractAddress, to: session.address, copies: body.copies, tokenUri: draft.tokenUri, royalty }),
      };
    },

    async metadata(publicId, viewer) {
      // Not a uuid (a sequential id, say): answered exactly like a draft that does not exist.
      const draft = uuidPattern.test(publicId) ? await findDraftMetadata(db, publicId) : undefined;
      const minted = draft?.nftId != null;
      if (!draft || (!minted && draft.accountId !== viewer)) throw new AppError('not_found');
      return { document: draft.metadata as NftMetadataDocument, minted };
    },
  };
}
