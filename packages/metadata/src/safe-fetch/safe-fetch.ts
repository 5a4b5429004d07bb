import { mediaKeyPattern, type MediaStore } from '@nft/media';
import { decodeDataUri } from './data-uri';
import type { FetchSlots } from './fetch-slots';
import { ipfsGatewayUrl } from './ipfs-url';
import { pinnedRequest } from './pinned-request';
import { resolveTarget, type ResolveOptions } from './resolve-target';
import { SafeFetchError } from './safe-fetch-error';

export type FetchPurpose = 'json' | 'media';

export interface SafeFetchOptions extends ResolveOptions {
  /** Base URL of the IPFS gateway that ipfs:// URIs are rewritten through. */
  ipfsGateway: string;
  /** The marketplace's own media: `<publicUrl>/media/<key>` is read from the store, never fetched. */
  ownMedia?: { publicUrl: string; store: MediaStore };
  maxJsonBytes?: number;
  maxMediaBytes?: number;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxRedirects?: number;
  /** Shared by every fetch of a process: bounds how many run at once. None: unbounded (tests). */
  slots?: FetchSlots;
}

export interface FetchedResource {
  data: Buffer;
  /** The declared type, lower-case without parameters; only a hint: media is judged by its bytes. */
  contentType: string | undefined;
  /** The last URL fetched (after redirects), or the original data:/own-media URI. */
  url: string;
}

const jsonTypes = new Set(['application/json', 'text/plain', 'application/octet-stream', 'binary/octet-stream']);
const mediaTypePrefixes = ['image/', 'video/', 'audio/'];
const neutralTypes = new Set(['application/octet-stream', 'binary/octet-stream']);

/** Fetches an untrusted URI from token metadata under docs/security.md row 9's rules. */
export async function safeFetch(uri: string, purpose: FetchPurpose, options: SafeFetchOptions): Promise<FetchedResource> {
  const maxBytes = purpose === 'json' ? (options.maxJsonBytes ?? 1024 * 1024) : (options.maxMediaBytes ?? 10 * 1024 * 1024);
  const trimmed = uri.trim();
  if (/^data:/i.test(trimmed)) {
    const decoded = decodeDataUri(trimmed, maxBytes);
    return { data: decoded.data, contentType: checkType(decoded.contentType, purpose), url: 'data:' };
  }
  const start = parse(/^ipfs:\/\//i.test(trimmed) ? ipfsGatewayUrl(trimmed, options.ipfsGateway) : trimmed);
  return options.slots ? options.slots.run(() => fetchUrl(start, purpose, maxBytes, options)) : fetchUrl(start, purpose, maxBytes, options);
}

async function fetchUrl(start: URL, purpose: FetchPurpose, maxBytes: number, options: SafeFetchOptions): Promise<FetchedResource> {
  let current = start;
  // One deadline for DNS, connection and body over every hop, started once this fetch has its slot.
  const deadline = Date.now() + (options.totalTimeoutMs ?? 15_000);
  const maxRedirects = options.maxRedirects ?? 3;
  for (let hop = 0; ; hop++) {
    const own = await readOwnMedia(current, options);
    if (own) return { data: own.data, contentType: checkType(own.contentType, purpose), url: current.href };
    const target = await resolveTarget(current, deadline, options);
    const response = await pinnedRequest(target, { maxBytes, connectTimeoutMs: options.connectTimeoutMs ?? 5_000, deadline });
    if (response.kind === 'body') return { data: response.data, contentType: checkType(response.contentType, purpose), url: current.href };
    if (hop >= maxRedirects) throw new SafeFetchError('redirect', `more than ${maxRedirects} redirects`);
    // Every hop is vetted again from scratch by the next iteration.
    current = parse(response.location, current);
  }
}

function parse(value: string, base?: URL): URL {
  try {
    return new URL(value, base);
  } catch (error) {
    throw new SafeFetchError('malformed', 'not a URL', { cause: error });
  }
}

async function readOwnMedia(url: URL, options: SafeFetchOptions) {
  if (!options.ownMedia) return undefined;
  const base = new URL(options.ownMedia.publicUrl);
  if (url.origin !== base.origin || !url.pathname.startsWith('/media/')) return undefined;
  const key = url.pathname.slice('/media/'.length);
  if (!mediaKeyPattern.test(key)) throw new SafeFetchError('malformed', 'not a media key');
  const found = await options.ownMedia.store.get(key);
  if (!found) throw new SafeFetchError('http_status', 'no such media');
  return found;
}

function checkType(declared: string | undefined, purpose: FetchPurpose): string | undefined {
  const type = declared?.split(';')[0]?.trim().toLowerCase() || undefined;
  if (type === undefined) return undefined;
  const ok = purpose === 'json' ? jsonTypes.has(type) : neutralTypes.has(type) || mediaTypePrefixes.some((p) => type.startsWith(p));
  if (!ok) throw new SafeFetchError('content_type', `${type} is not accepted for ${purpose}`);
  return type;
}
