import { describe, expect, it } from 'vitest';
import { describeMediaStore, parseMediaStoreEnv } from './media-store-config';

const full = {
  MEDIA_S3_BUCKET: 'market-media',
  MEDIA_S3_REGION: 'eu-west-1',
  MEDIA_S3_ENDPOINT: 'https://s3.example',
  MEDIA_S3_FORCE_PATH_STYLE: 'true',
  MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  MEDIA_S3_SECRET_ACCESS_KEY: 'very-secret-key',
};

const problemsOf = (env: Record<string, string>) => {
  const parsed = parseMediaStoreEnv(env);
  if ('value' in parsed) throw new Error('expected problems');
  return parsed.problems;
};

describe('parseMediaStoreEnv', () => {
  it('keeps media in the local directory when no MEDIA_S3_* variable is set (blank ones included)', () => {
    expect(parseMediaStoreEnv({})).toEqual({ value: { settings: { kind: 'local' } }, problems: [] });
    expect(parseMediaStoreEnv({ MEDIA_S3_BUCKET: ' ', MEDIA_S3_REGION: '' })).toEqual({
      value: { settings: { kind: 'local' } },
      problems: [],
    });
  });

  it('selects the bucket with a full configuration, credentials kept apart from the loggable settings', () => {
    const parsed = parseMediaStoreEnv(full);
    expect(parsed).toEqual({
      value: {
        settings: {
          kind: 's3',
          bucket: 'market-media',
          region: 'eu-west-1',
          endpoint: 'https://s3.example',
          forcePathStyle: true,
          prefix: 'media/',
        },
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'very-secret-key' },
      },
      problems: [],
    });
    if (!('value' in parsed)) throw new Error('expected a value');
    const described = JSON.stringify(describeMediaStore(parsed.value.settings, parsed.value.credentials));
    expect(described).toContain('market-media');
    expect(described).not.toContain('very-secret-key');
    expect(described).not.toContain('AKIAEXAMPLE');
  });

  it('uses AWS defaults and the SDK credential chain when only the bucket and region are given', () => {
    expect(parseMediaStoreEnv({ MEDIA_S3_BUCKET: 'market-media', MEDIA_S3_REGION: 'us-east-1' })).toEqual({
      value: { settings: { kind: 's3', bucket: 'market-media', region: 'us-east-1', forcePathStyle: false, prefix: 'media/' } },
      problems: [],
    });
  });

  it('names every missing variable of a partial configuration at once', () => {
    const problems = problemsOf({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^MEDIA_S3_BUCKET: required when media is stored in S3 \(set: MEDIA_S3_ENDPOINT, MEDIA_S3_ACCESS_KEY_ID\)/);
    expect(problems[1]).toMatch(/^MEDIA_S3_REGION: required/);
    expect(problems[2]).toMatch(/^MEDIA_S3_SECRET_ACCESS_KEY: required with MEDIA_S3_ACCESS_KEY_ID/);
    expect(problemsOf({ ...full, MEDIA_S3_ACCESS_KEY_ID: '' })).toEqual([
      expect.stringMatching(/^MEDIA_S3_ACCESS_KEY_ID: required with MEDIA_S3_SECRET_ACCESS_KEY/),
    ]);
  });

  it('lists every malformed value without echoing any of them', () => {
    const problems = problemsOf({
      ...full,
      MEDIA_S3_BUCKET: 'Not_A_Bucket',
      MEDIA_S3_ENDPOINT: 'ftp://s3.example',
      MEDIA_S3_FORCE_PATH_STYLE: 'yes',
      MEDIA_S3_PREFIX: '../media',
    });
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(':')))).toEqual([
      'MEDIA_S3_BUCKET',
      'MEDIA_S3_ENDPOINT',
      'MEDIA_S3_FORCE_PATH_STYLE',
      'MEDIA_S3_PREFIX',
    ]);
    const text = problems.join('\n');
    for (const value of ['Not_A_Bucket', 'ftp://s3.example', 'very-secret-key']) expect(text).not.toContain(value);
  });

  it('accepts an empty-free custom prefix of path segments', () => {
    const parsed = parseMediaStoreEnv({ ...full, MEDIA_S3_PREFIX: 'market/media/' });
    expect('value' in parsed && parsed.value.settings).toMatchObject({ prefix: 'market/media/' });
  });
});
