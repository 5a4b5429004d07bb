import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainListSchema } from '@nft/api-contract';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RPC_URL_BSC: 'https://bsc.example/secret-key-123' } });
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /v1/chains', () => {
  it('lists the 18 chains and the local ones with their active flags, and the 7 wallets', async () => {
    const response = await testApp.app.inject({ url: '/v1/chains' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    const { chains, wallets } = chainListSchema.parse(body.data);

    expect(chains).toHaveLength(20);
    const active = chains.filter((chain) => chain.active).map((chain) => chain.symbol);
    expect(active.sort()).toEqual(['bsc', 'local1', 'local2']);
    expect(chains.find((chain) => chain.symbol === 'local1')).toMatchObject({ chainId: '0x7a69', chainIdNumber: 31337 });
    expect(chains.find((chain) => chain.symbol === 'nuls')).toMatchObject({ family: 'nuls', chainId: '1', isEthLike: false });
    expect(wallets.map((wallet) => wallet.symbol).sort()).toEqual([
      'clv_wallet',
      'gate_wallet',
      'metamask',
      'nabox',
      'okx_wallet',
      'onto',
      'tokenpocket',
    ]);
    // The configured RPC URL may carry a provider key: it never leaves the server.
    expect(response.body).not.toContain('secret-key-123');
  });
});

describe('GET /v1/chains/:symbol', () => {
  it('returns one chain', async () => {
    const response = await testApp.app.inject({ url: '/v1/chains/bsc' });
    expect(response.json()).toMatchObject({ code: 200, data: { symbol: 'bsc', chainId: '0x38', active: true } });
  });

  it('answers an unknown symbol with the spec message, localised', async () => {
    const en = await testApp.app.inject({ url: '/v1/chains/solana' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: 400, error: 'unsupported_chain', message: 'unexpected: unsupported chain' });
    const ja = await testApp.app.inject({ url: '/v1/chains/solana', headers: { locale: 'ja' } });
    expect(ja.json()).toMatchObject({
      code: 400,
      error: 'unsupported_chain',
      message: '予期しないエラー: サポートされていないチェーンです',
    });
  });
});
