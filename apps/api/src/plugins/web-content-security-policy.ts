import type { ChainRegistry } from '@nft/chains';

export type WebPolicySources = {
  /** The app and API origin (config.public.publicUrl). */
  publicUrl: string;
  /** The separate origin uploaded and indexed media is served from (config.public.mediaUrl). */
  mediaUrl: string;
  /** The RPC URLs the browser calls (wagmi reads chain state with them): the active chains' public ones. */
  rpcUrls: readonly string[];
};

/**
 * The Content-Security-Policy of the web app's pages (docs/security.md, "Content-Security-Policy").
 * Script only from the app's own files: no inline script, no eval, so an HTML injection cannot run
 * code. Network calls only to the app/API, the media origin and the chains' RPC endpoints; pictures
 * and video only from the app and the media origin (blob: for previews of a file before upload).
 * Styles allow 'unsafe-inline': Mantine writes `<style>` elements and `style` attributes at run time,
 * and a nonce would need a per-response HTML rewrite plus nonce plumbing into Mantine's and Swiper's
 * style injection; CSS cannot run script, so this keeps the script rules strict (decision 024).
 */
export function webContentSecurityPolicy({ publicUrl, mediaUrl, rpcUrls }: WebPolicySources): string {
  const self = "'self'";
  const app = origin(publicUrl);
  const media = origin(mediaUrl);
  const rpc = unique(rpcUrls.map(origin).filter((value) => value !== undefined));
  const directives: [string, ...string[]][] = [
    ['default-src', self],
    ['script-src', self],
    ['style-src', self, "'unsafe-inline'"],
    ['img-src', self, 'data:', 'blob:', ...present(media)],
    ['media-src', self, 'blob:', ...present(media)],
    ['font-src', self, 'data:'],
    ['connect-src', self, ...unique([...present(app), ...present(media), ...rpc])],
    ['worker-src', self],
    ['manifest-src', self],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', self],
    ['form-action', self],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The public RPC URLs of the chains this deployment serves: what the web app hands to wagmi. */
export function browserRpcUrls(chains: ChainRegistry): string[] {
  return chains
    .toPublic()
    .filter((chain) => chain.active)
    .map((chain) => chain.rpcUrl);
}

// Origins only: an RPC URL can carry a provider key in its path, and CSP matches on origin anyway.
// A WebSocket RPC keeps its ws(s) scheme, which CSP needs spelled out.
function origin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol) ? `${parsed.protocol}//${parsed.host}` : undefined;
  } catch {
    return undefined;
  }
}

function present(value: string | undefined): string[] {
  return value === undefined ? [] : [value];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
