import { describeMediaStore } from '@nft/media';
import type { AppConfig } from './env';

/**
 * What the start-up log may say about the configuration: where things are and which services are
 * used, never a credential or an RPC URL (provider keys hide in them).
 */
export function describeConfig(config: AppConfig) {
  return {
    publicUrl: config.public.publicUrl,
    mediaUrl: config.public.mediaUrl,
    mediaListen: `${config.server.host}:${config.server.mediaPort}`,
    listen: `${config.server.host}:${config.server.port}`,
    dataDir: config.paths.dataDir,
    // The bucket and endpoint, never the keys.
    mediaStore: describeMediaStore(config.mediaStore, config.secrets.mediaS3Credentials),
    webDistDir: config.paths.webDistDir,
    database: config.secrets.databaseUrl ? 'postgres' : 'pglite',
    redis: config.secrets.redisUrl ? 'configured' : 'not configured',
    rpcConfigured: Object.keys(config.chains.rpcUrls ?? {}),
    localChains: config.chains.localChains?.enabled ?? false,
    rateLimit: config.rateLimit,
    admins: config.adminAddresses.length,
    // Which chains charge a fee, and whether fills can be authorised; never the signer key itself.
    marketplaceFees: config.trading.fees,
    orderSigner: config.secrets.orderSignerKey ? 'configured' : 'not configured',
    // Which chains settle auctions; never a key.
    auctionSettlement: Object.keys(config.secrets.settlementKeys),
    auctions: config.trading.auctions,
  };
}
