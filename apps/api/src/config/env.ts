import { resolve } from 'node:path';
import { z } from 'zod';
import { isAddress, type Hex } from 'viem';
import { ChainConfigError, chainConfigFromEnv, type ChainRegistryConfig } from '@nft/chains';
import { parseMediaStoreEnv, type MediaStoreSettings, type S3Credentials } from '@nft/media';
import { isNulsAddress } from '@nft/nuls';
import { ConfigError } from './config-error';
import { repoRoot } from './repo-paths';
import { legalFileSchema, readLegalTexts, siteLinksEnvSchema, defaultSiteLinks, type LegalTexts } from './legal-config';
import type { SiteLinks } from '@nft/api-contract';
import { contestContactKeySchema } from './contest-config';
import { marketplaceFeesSchema, orderSignerKeySchema, settlementKeysSchema, type TradingConfig } from './trading-config';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * The API's configuration, parsed once at start-up. Values meant for browsers live in `public`;
 * credentials live in `secrets` and are never logged or sent. RPC URLs can carry provider keys, so
 * `chains` is handed to the chain registry, whose public view leaves secrets out.
 */
export type AppConfig = {
  /** publicUrl: the app and API origin; mediaUrl: the separate origin media is served from (docs/security.md row 8). */
  public: { publicUrl: string; mediaUrl: string };
  server: {
    host: string;
    port: number;
    /** The port of the media listener (apps/api/src/media-server); 0 picks a free one. */
    mediaPort: number;
    trustProxy: boolean | number;
    bodyLimitBytes: number;
    /** Fastify requestTimeout and connectionTimeout of every listener (the API and the media origin). */
    requestTimeoutMs: number;
    connectionTimeoutMs: number;
    /** Requests per client per rate-limit window on the media listener (its own limit, in its process). */
    mediaRateLimitMax: number;
    logLevel: LogLevel;
    shutdownTimeoutMs: number;
  };
  paths: { dataDir: string; webDistDir: string };
  /** Where media lives: DATA_DIR/media, or the S3-compatible bucket of MEDIA_S3_* (docs/decisions/043-media-on-object-storage.md). */
  mediaStore: MediaStoreSettings;
  /** Per client (IPv6 per /64); in Redis under `redisPrefix` when REDIS_URL is set (decision 022). */
  rateLimit: { max: number; windowMs: number; redisPrefix: string };
  health: { timeoutMs: number };
  /**
   * Per-account upload quotas counted from account_uploads (429 upload_quota_exceeded), the upload
   * route's per-account request limit (429 rate_limited), and the bounded image-processing queue
   * (503 media_busy when full). Issue 9 item 4.
   */
  uploads: {
    bytesPerDay: number;
    filesPerMinute: number;
    requestsPerMinute: number;
    processingConcurrency: number;
    processingQueue: number;
  };
  /** Metadata refreshes per client per minute (each may fetch and decode media). */
  refresh: { perClientPerMinute: number };
  /** Explore lists (GET /nfts) answer identical requests from a per-process cache for this long. */
  explore: { cacheTtlMs: number };
  /** Live event streams (docs/decisions/050-live-updates.md): open streams per client and per process, safety-net read interval. */
  liveEvents: { streamsPerClient: number; maxStreams: number; pollMs: number };
  /** Wallet sign-in (modules/auth): lifetimes, the login routes' stricter per-client limit, chain-check bound. */
  auth: {
    sessionTtlMs: number;
    nonceTtlMs: number;
    rateLimit: { perIp: number; windowMs: number };
    rpcTimeoutMs: number;
  };
  /** Operators (ADMIN_ADDRESSES): lower-case EVM and NULS addresses allowed to use the /v1/admin routes (decision 036). */
  adminAddresses: readonly string[];
  chains: ChainRegistryConfig;
  /** Terms and privacy policy per language (LEGAL_TERMS_FILE, LEGAL_PRIVACY_FILE) and the footer's links (SITE_LINKS); decision 039. */
  site: { legal: LegalTexts; links: SiteLinks };
  /** The marketplace fee per chain (MARKETPLACE_FEES); the embedded mode adds the devnet's (embedded/embedded-trading). */
  trading: TradingConfig;
  /**
   * orderSignerKey: signs the zone's fill authorisations (ORDER_SIGNER_KEY); settlementKeys: the auction settlement
   * account per chain (SETTLEMENT_KEYS). Never logged.
   */
  secrets: {
    databaseUrl?: string;
    redisUrl?: string;
    orderSignerKey?: Hex;
    settlementKeys: Readonly<Record<string, Hex>>;
    /** MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY; the SDK's default credentials when unset. */
    mediaS3Credentials?: S3Credentials;
    /** CONTEST_CONTACT_KEY: the AES-256-GCM key of contest contact data (docs/security.md "Contest contact data"). */
    contestContactKey?: Uint8Array;
  };
};

const int = (message: string) => z.coerce.number({ error: message }).int({ error: message });
const port = int('must be an integer from 0 to 65535')
  .min(0, 'must be an integer from 0 to 65535')
  .max(65535, 'must be an integer from 0 to 65535');
const positive = (message: string) => int(message).positive(message);

// Operators (docs/decisions/036-operators-and-audit-log.md): EVM addresses (stored lower-case, as sessions and
// accounts store them) or NULS addresses (case-sensitive base58), signed in as usual.
const adminAddresses = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .superRefine((list, ctx) => {
    list.forEach((value, index) => {
      if (!isAddress(value) && !isNulsAddress(value))
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `"${value}" is neither an EVM address (0x + 40 hex digits, valid checksum when mixed case) nor a NULS address`,
        });
    });
  })
  .transform((list) => list.map((value) => (isAddress(value) ? value.toLowerCase() : value)));

// A hop count is the safe form: `true` trusts every X-Forwarded-For entry, so a client could claim
// any address and escape the per-client rate limits (README, decision 022).
const trustProxy = z
  .string()
  .regex(/^(true|false|\d+)$/, 'must be true, false or a number of proxy hops')
  .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number(value)));

export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  MEDIA_PORT: port.default(3001),
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  DATA_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  ADMIN_ADDRESSES: adminAddresses.default([]),
  RATE_LIMIT_MAX: positive('must be a positive integer').default(300),
  RATE_LIMIT_WINDOW_MS: positive('must be a positive integer (milliseconds)').default(60_000),
  RATE_LIMIT_REDIS_PREFIX: z.string().max(64).default('nft:'),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  BODY_LIMIT_BYTES: positive('must be a positive integer (bytes)').default(1_048_576),
  HEALTH_TIMEOUT_MS: positive('must be a positive integer (milliseconds)').default(2_000),
  LIVE_STREAMS_PER_CLIENT: positive('must be a positive integer').default(8),
  LIVE_STREAMS_MAX: positive('must be a positive integer').default(10_000),
  LIVE_EVENTS_POLL_MS: positive('must be a positive integer (milliseconds)').default(2_000),
  EXPLORE_CACHE_TTL_MS: int('must be a whole number of milliseconds, 0 or more')
    .min(0, 'must be a whole number of milliseconds, 0 or more')
    .default(1_000),
  REQUEST_TIMEOUT_MS: positive('must be a positive integer (milliseconds)').default(120_000),
  CONNECTION_TIMEOUT_MS: positive('must be a positive integer (milliseconds)').default(30_000),
  MEDIA_RATE_LIMIT_MAX: positive('must be a positive integer').default(1_200),
  UPLOAD_BYTES_PER_DAY: positive('must be a positive integer (bytes)').default(200 * 1024 * 1024),
  UPLOAD_FILES_PER_MINUTE: positive('must be a positive integer').default(20),
  UPLOAD_REQUESTS_PER_MINUTE: positive('must be a positive integer').default(30),
  MEDIA_PROCESSING_CONCURRENCY: positive('must be a positive integer').default(2),
  MEDIA_PROCESSING_QUEUE: int('must be a whole number, 0 or more').min(0, 'must be a whole number, 0 or more').default(16),
  REFRESH_RATE_LIMIT_PER_MINUTE: positive('must be a positive integer').default(10),
  SHUTDOWN_TIMEOUT_MS: positive('must be a positive integer (milliseconds)').default(10_000),
  SESSION_TTL_MS: positive('must be a positive integer (milliseconds)').default(86_400_000),
  LOGIN_NONCE_TTL_MS: positive('must be a positive integer (milliseconds)').default(300_000),
  LOGIN_RATE_LIMIT_PER_IP: positive('must be a positive integer').default(30),
  LOGIN_RATE_LIMIT_WINDOW_MS: positive('must be a positive integer (milliseconds)').default(60_000),
  SIGN_IN_RPC_TIMEOUT_MS: positive('must be a positive integer (milliseconds)').default(5_000),
  MARKETPLACE_FEES: marketplaceFeesSchema.optional(),
  ORDER_SIGNER_KEY: orderSignerKeySchema.optional(),
  CONTEST_CONTACT_KEY: contestContactKeySchema.optional(),
  SETTLEMENT_KEYS: settlementKeysSchema.optional(),
  LEGAL_TERMS_FILE: legalFileSchema.optional(),
  LEGAL_PRIVACY_FILE: legalFileSchema.optional(),
  SITE_LINKS: siteLinksEnvSchema.optional(),
  // Anti-sniping (docs/decisions/031-english-auctions.md): at most a day, so an extension stays inside the 7-day settlement window.
  AUCTION_EXTENSION_SECONDS: int('must be a whole number of seconds from 0 to 86400 (0 turns anti-sniping off)')
    .min(0, 'must be a whole number of seconds from 0 to 86400 (0 turns anti-sniping off)')
    .max(86_400, 'must be a whole number of seconds from 0 to 86400 (0 turns anti-sniping off)')
    .default(600),
  // Auctions settle within 30 s of their end: the job looks every few seconds.
  AUCTION_SETTLEMENT_INTERVAL_MS: int('must be a whole number of milliseconds from 500 to 20000')
    .min(500, 'must be a whole number of milliseconds from 500 to 20000')
    .max(20_000, 'must be a whole number of milliseconds from 500 to 20000')
    .default(5_000),
});

type Env = Record<string, string | undefined>;

/** Parses the environment; throws one ConfigError listing every problem (ours and the chains'). */
export function loadConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) problems.push(...parsed.error.issues.map(describeIssue));
  const chains = readChainConfig(env, problems);
  const mediaStore = parseMediaStoreEnv(env);
  problems.push(...mediaStore.problems);
  if (!parsed.success || !chains || !('value' in mediaStore)) throw new ConfigError(problems);
  const legal = readLegalTexts({ terms: parsed.data.LEGAL_TERMS_FILE, privacy: parsed.data.LEGAL_PRIVACY_FILE }, problems);
  const config = { ...toAppConfig(parsed.data, chains), site: { legal, links: parsed.data.SITE_LINKS ?? defaultSiteLinks } };
  config.mediaStore = mediaStore.value.settings;
  if (mediaStore.value.credentials) config.secrets.mediaS3Credentials = mediaStore.value.credentials;
  // With MEDIA_PORT=0 and no MEDIA_PUBLIC_URL the origin is only known once the listener has a port.
  if (parsed.data.MEDIA_PUBLIC_URL || parsed.data.MEDIA_PORT !== 0) problems.push(...mediaOriginProblems(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

// Media on the app's own origin could run script with the app's storage and session (docs/security.md row 8).
function mediaOriginProblems({ public: urls, server }: Pick<AppConfig, 'public' | 'server'>): string[] {
  if (new URL(urls.mediaUrl).origin === new URL(urls.publicUrl).origin) {
    return ['MEDIA_PUBLIC_URL: must be a different origin (host or port) from PUBLIC_URL, so uploaded media cannot act as the app'];
  }
  if (server.port !== 0 && server.port === server.mediaPort) return ['MEDIA_PORT: must differ from PORT'];
  return [];
}

function toAppConfig(env: z.output<typeof envSchema>, chains: ChainRegistryConfig): Omit<AppConfig, 'site'> {
  const publicHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const publicUrl = (env.PUBLIC_URL ?? `http://${publicHost}:${env.PORT}`).replace(/\/+$/, '');
  return {
    public: { publicUrl, mediaUrl: defaultMediaUrl(env, publicUrl) },
    server: {
      host: env.HOST,
      port: env.PORT,
      mediaPort: env.MEDIA_PORT,
      trustProxy: env.TRUST_PROXY,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
      mediaRateLimitMax: env.MEDIA_RATE_LIMIT_MAX,
      logLevel: env.LOG_LEVEL,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    },
    paths: {
      dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, '.data')),
      webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(repoRoot, 'apps/web/dist')),
    },
    mediaStore: { kind: 'local' },
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS, redisPrefix: env.RATE_LIMIT_REDIS_PREFIX },
    health: { timeoutMs: env.HEALTH_TIMEOUT_MS },
    uploads: {
      bytesPerDay: env.UPLOAD_BYTES_PER_DAY,
      filesPerMinute: env.UPLOAD_FILES_PER_MINUTE,
      requestsPerMinute: env.UPLOAD_REQUESTS_PER_MINUTE,
      processingConcurrency: env.MEDIA_PROCESSING_CONCURRENCY,
      processingQueue: env.MEDIA_PROCESSING_QUEUE,
    },
    refresh: { perClientPerMinute: env.REFRESH_RATE_LIMIT_PER_MINUTE },
    explore: { cacheTtlMs: env.EXPLORE_CACHE_TTL_MS },
    liveEvents: { streamsPerClient: env.LIVE_STREAMS_PER_CLIENT, maxStreams: env.LIVE_STREAMS_MAX, pollMs: env.LIVE_EVENTS_POLL_MS },
    auth: {
      sessionTtlMs: env.SESSION_TTL_MS,
      nonceTtlMs: env.LOGIN_NONCE_TTL_MS,
      rateLimit: { perIp: env.LOGIN_RATE_LIMIT_PER_IP, windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS },
      rpcTimeoutMs: env.SIGN_IN_RPC_TIMEOUT_MS,
    },
    adminAddresses: env.ADMIN_ADDRESSES,
    chains,
    trading: {
      fees: env.MARKETPLACE_FEES ?? {},
      auctions: { extensionSeconds: env.AUCTION_EXTENSION_SECONDS, settlementIntervalMs: env.AUCTION_SETTLEMENT_INTERVAL_MS },
    },
    secrets: {
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      orderSignerKey: env.ORDER_SIGNER_KEY,
      contestContactKey: env.CONTEST_CONTACT_KEY,
      settlementKeys: env.SETTLEMENT_KEYS ?? {},
    },
  };
}

// Without MEDIA_PUBLIC_URL, media is served from the public host on MEDIA_PORT: another origin, same machine.
function defaultMediaUrl(env: z.output<typeof envSchema>, publicUrl: string): string {
  if (env.MEDIA_PUBLIC_URL) return new URL(env.MEDIA_PUBLIC_URL).origin;
  const base = new URL(publicUrl);
  base.port = String(env.MEDIA_PORT);
  return base.origin;
}

function readChainConfig(env: Env, problems: string[]): ChainRegistryConfig | undefined {
  try {
    return chainConfigFromEnv(env);
  } catch (error) {
    if (error instanceof ChainConfigError) problems.push(...error.issues);
    else throw error;
    return undefined;
  }
}

// An empty variable means "not set": `PORT=` must not silently become port 0.
function withoutBlanks(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''),
  );
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const [variable, ...rest] = issue.path.map(String);
  const where = rest.length > 0 ? `${variable}[${rest.join('][')}]` : (variable ?? 'environment');
  return `${where}: ${issue.message}`;
}
