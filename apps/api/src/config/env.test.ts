import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { describeConfig } from './describe-config';
import { loadConfig } from './env';
import { repoRoot } from './repo-paths';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config.server).toMatchObject({ host: '127.0.0.1', port: 3000, logLevel: 'info', trustProxy: false });
    expect(config.paths).toEqual({ dataDir: join(repoRoot, '.data'), webDistDir: join(repoRoot, 'apps/web/dist') });
    expect(config.public.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.public.mediaUrl).toBe('http://127.0.0.1:3001');
    expect(config.server.mediaPort).toBe(3001);
    expect(config.rateLimit).toEqual({ max: 300, windowMs: 60_000, redisPrefix: 'nft:' });
    expect(config.adminAddresses).toEqual([]);
    expect(config.secrets).toEqual({ databaseUrl: undefined, redisUrl: undefined, settlementKeys: {} });
  });

  it('parses a full production environment and keeps secrets apart', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://market.example/',
      DATABASE_URL: 'postgres://app:secret@db:5432/market',
      REDIS_URL: 'redis://cache:6379',
      DATA_DIR: '/srv/market',
      ADMIN_ADDRESSES: ' 0x52908400098527886E0F7030069857D2E4169EE7 , 0xde709f2102306220921060314715629080e2fb77',
      RPC_URL_BSC: 'https://bsc.example/key123',
      RATE_LIMIT_MAX: '50',
      TRUST_PROXY: '2',
      LOG_LEVEL: 'warn',
    });
    expect(config.server).toMatchObject({ host: '0.0.0.0', port: 8080, trustProxy: 2, logLevel: 'warn' });
    expect(config.public).toEqual({ publicUrl: 'https://market.example', mediaUrl: 'https://market.example:3001' });
    expect(config.secrets).toEqual({
      databaseUrl: 'postgres://app:secret@db:5432/market',
      redisUrl: 'redis://cache:6379',
      settlementKeys: {},
    });
    expect(config.paths.dataDir).toBe('/srv/market');
    expect(config.adminAddresses).toEqual(['0x52908400098527886e0f7030069857d2e4169ee7', '0xde709f2102306220921060314715629080e2fb77']);
    expect(config.chains.rpcUrls).toEqual({ bsc: 'https://bsc.example/key123' });
    expect(JSON.stringify(config.public)).not.toContain('secret');
  });

  it('takes NULS operators beside EVM ones, keeping NULS case and refusing a mangled one (decision 036)', () => {
    const nuls = 'NULSd6HgTsLxmMCCk3oAjSyuooH88LruFTQaT';
    expect(loadConfig({ ADMIN_ADDRESSES: `${nuls},0x52908400098527886E0F7030069857D2E4169EE7` }).adminAddresses).toEqual([
      nuls,
      '0x52908400098527886e0f7030069857d2e4169ee7',
    ]);
    expect(problemsOf({ ADMIN_ADDRESSES: nuls.toLowerCase() }).join('\n')).toContain('ADMIN_ADDRESSES[0]:');
  });

  it('treats blank variables as unset instead of as zero or empty', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '  ', ADMIN_ADDRESSES: '' });
    expect(config.server.port).toBe(3000);
    expect(config.server.logLevel).toBe('info');
  });

  it('lists every problem at once, the chain variables included', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://root:hunter2@db/market',
      ADMIN_ADDRESSES: '0x52908400098527886E0F7030069857D2E4169EE7,0x1234,0x52908400098527886e0F7030069857D2E4169EE7',
      RATE_LIMIT_WINDOW_MS: '-5',
      TRUST_PROXY: 'maybe',
      RPC_URL_NOPE: 'http://127.0.0.1:8545',
      RPC_URL_ETH: 'not a url',
    });
    const text = problems.join('\n');
    for (const variable of [
      'PORT',
      'LOG_LEVEL',
      'DATABASE_URL',
      'ADMIN_ADDRESSES[1]',
      'ADMIN_ADDRESSES[2]',
      'RATE_LIMIT_WINDOW_MS',
      'TRUST_PROXY',
      'RPC_URL_NOPE',
      'RPC_URL_ETH',
    ]) {
      expect(text).toContain(`${variable}:`);
    }
    expect(text).not.toContain('ADMIN_ADDRESSES[0]');
    expect(text).not.toContain('hunter2');
  });

  it('puts the list in the error message, one problem a line', () => {
    expect(() => loadConfig({ PORT: '70000', HOST: 'localhost', LOG_LEVEL: 'chatty' })).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- LOG_LEVEL: /,
    );
  });

  it('serves media from its own origin: MEDIA_PUBLIC_URL, or the public host on MEDIA_PORT, never the app origin', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://market.example', MEDIA_PUBLIC_URL: 'https://media.market.example/' }).public.mediaUrl).toBe(
      'https://media.market.example',
    );
    expect(loadConfig({ PORT: '8080', MEDIA_PORT: '8081' }).public).toEqual({
      publicUrl: 'http://127.0.0.1:8080',
      mediaUrl: 'http://127.0.0.1:8081',
    });
    expect(problemsOf({ PUBLIC_URL: 'https://market.example', MEDIA_PUBLIC_URL: 'https://market.example/media' }).join('\n')).toContain(
      'MEDIA_PUBLIC_URL:',
    );
    expect(problemsOf({ PORT: '4000', MEDIA_PORT: '4000', MEDIA_PUBLIC_URL: 'http://media.localhost:4000' }).join('\n')).toContain(
      'MEDIA_PORT:',
    );
    expect(problemsOf({ MEDIA_PORT: 'x', MEDIA_PUBLIC_URL: 'ftp://media' }).join('\n')).toMatch(/MEDIA_PORT:[^]*MEDIA_PUBLIC_URL:/);
  });
  it('keeps media in DATA_DIR/media by default and in the MEDIA_S3_* bucket when set, its keys only in secrets (decision 043)', () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: 'local' });
    const config = loadConfig({
      MEDIA_S3_BUCKET: 'market-media',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ENDPOINT: 'https://objects.example',
      MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      MEDIA_S3_SECRET_ACCESS_KEY: 'hunter2-media',
    });
    expect(config.mediaStore).toEqual({
      kind: 's3',
      bucket: 'market-media',
      region: 'auto',
      endpoint: 'https://objects.example',
      forcePathStyle: false,
      prefix: 'media/',
    });
    expect(config.secrets.mediaS3Credentials).toEqual({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'hunter2-media' });
    const logged = JSON.stringify(describeConfig(config));
    expect(logged).toContain('market-media');
    expect(logged).not.toContain('hunter2-media');
    expect(logged).not.toContain('AKIAEXAMPLE');
  });

  it('lists a partial S3 configuration with every other problem, naming each missing variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_SECRET_ACCESS_KEY: 'hunter2-media',
    });
    const text = problems.join('\n');
    for (const variable of ['PORT', 'MEDIA_S3_BUCKET', 'MEDIA_S3_REGION', 'MEDIA_S3_ACCESS_KEY_ID']) expect(text).toContain(`${variable}:`);
    expect(text).not.toContain('hunter2-media');
  });
});
