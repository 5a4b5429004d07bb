import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { createS3MediaStore, type S3Credentials } from './s3-media-store';

/**
 * Where media lives, as the configuration chose it (docs/decisions/043-media-on-object-storage.md): a local
 * directory (the embedded default) or an S3-compatible bucket. Holds no credential, so it may be logged.
 */
export type MediaStoreSettings =
  { kind: 'local' } | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean; prefix: string };

export type MediaStoreEnv = { settings: MediaStoreSettings; credentials?: S3Credentials };

/** Every variable of the S3 store: setting any one of them selects it. */
export const mediaS3Variables = [
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_FORCE_PATH_STYLE',
  'MEDIA_S3_PREFIX',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

// S3's own rule for bucket names (3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at each end).
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
// Path segments each ending in `/`, or nothing: keys are then `<prefix><sha256>.<ext>`.
const keyPrefix = /^(?:[A-Za-z0-9._-]+\/)*$/;

/**
 * Reads the media store's variables. Returns every problem at once (the callers add them to their own
 * list), naming variables only: a value is never echoed, since one of them is a secret key.
 */
export function parseMediaStoreEnv(
  env: Record<string, string | undefined>,
): { value: MediaStoreEnv; problems: [] } | { problems: string[] } {
  const read = (name: (typeof mediaS3Variables)[number]) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  if (mediaS3Variables.every((name) => read(name) === undefined)) return { value: { settings: { kind: 'local' } }, problems: [] };

  const problems: string[] = [];
  const bucket = read('MEDIA_S3_BUCKET');
  const region = read('MEDIA_S3_REGION');
  const endpoint = read('MEDIA_S3_ENDPOINT');
  const pathStyle = read('MEDIA_S3_FORCE_PATH_STYLE') ?? 'false';
  const prefix = read('MEDIA_S3_PREFIX') ?? 'media/';
  const accessKeyId = read('MEDIA_S3_ACCESS_KEY_ID');
  const secretAccessKey = read('MEDIA_S3_SECRET_ACCESS_KEY');

  // One line per missing variable, each saying which variables selected the S3 store.
  const given = mediaS3Variables.filter((name) => read(name) !== undefined).join(', ');
  for (const name of ['MEDIA_S3_BUCKET', 'MEDIA_S3_REGION'] as const) {
    if (read(name) === undefined) {
      problems.push(
        `${name}: required when media is stored in S3 (set: ${given}); unset every MEDIA_S3_* variable to keep media in DATA_DIR/media`,
      );
    }
  }
  if (bucket !== undefined && !bucketName.test(bucket)) {
    problems.push('MEDIA_S3_BUCKET: must be an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens)');
  }
  if (endpoint !== undefined && !isHttpUrl(endpoint)) problems.push('MEDIA_S3_ENDPOINT: must be an http:// or https:// URL');
  if (pathStyle !== 'true' && pathStyle !== 'false') problems.push('MEDIA_S3_FORCE_PATH_STYLE: must be true or false');
  if (!keyPrefix.test(prefix)) {
    problems.push('MEDIA_S3_PREFIX: must be empty or path segments each ending in "/" (letters, digits, ".", "_", "-"), like media/');
  }
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    const absent = accessKeyId === undefined ? 'MEDIA_S3_ACCESS_KEY_ID' : 'MEDIA_S3_SECRET_ACCESS_KEY';
    problems.push(
      `${absent}: required with ${absent === 'MEDIA_S3_ACCESS_KEY_ID' ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID'} (set both, or neither to use the SDK's default credentials)`,
    );
  }
  if (problems.length > 0 || bucket === undefined || region === undefined) return { problems };
  return {
    value: {
      settings: { kind: 's3', bucket, region, ...(endpoint ? { endpoint } : {}), forcePathStyle: pathStyle === 'true', prefix },
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
    problems: [],
  };
}

/** The store the settings describe; `localDir` is where the directory store keeps files (DATA_DIR/media). */
export function createMediaStore(settings: MediaStoreSettings, options: { localDir: string; credentials?: S3Credentials }): MediaStore {
  if (settings.kind === 'local') return createLocalMediaStore(options.localDir);
  return createS3MediaStore({ ...settings, ...(options.credentials ? { credentials: options.credentials } : {}) });
}

/** What a start-up log may say about the media store: where it is, never a credential. */
export function describeMediaStore(settings: MediaStoreSettings, credentials?: S3Credentials) {
  if (settings.kind === 'local') return { kind: 'local' as const };
  return { ...settings, credentials: credentials ? 'static keys' : 'SDK default chain' };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
