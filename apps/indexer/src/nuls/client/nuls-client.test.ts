import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NulsLedger } from '../testing/nuls-ledger';
import { nulsTestAddress } from '../testing/nuls-test-addresses';
import { startNulsStandIn, type NulsStandIn } from '../testing/stand-in-server';
import { createNulsClient } from './nuls-client';
import { NulsRpcError } from './nuls-rpc-error';

const contract = nulsTestAddress(1, 2);
const [alice, bob] = [nulsTestAddress(10), nulsTestAddress(11)];
const ledger = new NulsLedger();
let standIn: NulsStandIn;

beforeAll(async () => {
  standIn = await startNulsStandIn(ledger);
  ledger.mint(contract, alice, '7', 'ipfs://seven');
  ledger.transfer(contract, '7', bob);
  ledger.mint(contract, alice, '8', 'ipfs://eight');
});

afterAll(async () => {
  await standIn?.close();
});

const client = () => createNulsClient({ chainId: 1, url: standIn.url, timeoutMs: 500 });

describe('the NULS JSON-RPC client', () => {
  it('reads headers, paged transfers, token ids and views in the documented shapes', async () => {
    const nuls = client();
    const best = await nuls.getBestBlockHeader();
    expect(best).toMatchObject({ height: 3, hash: ledger.best.hash, preHash: ledger.blocks[2]!.hash });
    expect(await nuls.getHeaderByHeight(99)).toBeUndefined();
    const first = await nuls.getToken721Transfers(1, 2, contract);
    expect(first.totalCount).toBe(3);
    expect(first.list.map((t) => [t.tokenId, t.fromAddress, t.toAddress])).toEqual([
      ['8', null, alice],
      ['7', alice, bob],
    ]);
    expect((await nuls.getToken721Transfers(2, 2, contract)).list.map((t) => t.height)).toEqual([1]);
    expect(await nuls.getToken721Transfers(1, 500, contract)).toMatchObject({ pageSize: 10, totalCount: 3 });
    expect((await nuls.getToken721Ids(1, 10, contract)).list.map((t) => t.tokenId)).toEqual(['8', '7']);
    expect(await nuls.getAccountToken721s(1, 10, bob)).toMatchObject({ list: [{ contractAddress: contract, tokenCount: 1 }] });
    expect(await nuls.getToken721Id(contract, '7')).toMatchObject({ owner: bob, tokenURI: 'ipfs://seven' });
    expect(await nuls.getToken721Id(contract, '9')).toBeUndefined();
    expect(await nuls.invokeView(contract, 'ownerOf', ['7'])).toBe(bob);
    expect(await nuls.invokeView(contract, 'tokenURI', ['8'])).toBe('ipfs://eight');
    const tx = first.list[1]!.txHash;
    expect((await nuls.getContractTxResult(tx)).token721Transfers).toEqual([
      { contractAddress: contract, from: alice, to: bob, tokenId: '7' },
    ]);
  });

  it('maps an error answer to a typed error with its code and data', async () => {
    standIn.failNext('getBestBlockHeader', 1, { code: '10015', message: 'busy', data: { retry: true } });
    const error = await client()
      .getBestBlockHeader()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NulsRpcError);
    expect(error).toMatchObject({ code: 'service_unavailable', failure: 'rpc', rpcCode: '10015', details: { data: { retry: true } } });
    await expect(client().invokeView(contract, 'ownerOf', ['404'])).rejects.toMatchObject({ failure: 'rpc', rpcCode: '10015' });
  });

  it('gives up on a call that takes longer than its timeout', async () => {
    standIn.delayNext('getBestBlockHeader', 1500);
    await expect(client().getBestBlockHeader()).rejects.toMatchObject({ failure: 'timeout', method: 'getBestBlockHeader' });
  });

  it('refuses answers that do not have the documented shape', async () => {
    const nuls = createNulsClient({ chainId: 1, transport: async () => ({ result: { hash: 'nothex', height: -1 } }) });
    await expect(nuls.getBestBlockHeader()).rejects.toMatchObject({ failure: 'malformed' });
    const lowercased = createNulsClient({
      chainId: 1,
      transport: async () => ({
        result: {
          pageNumber: 1,
          pageSize: 1,
          totalCount: 1,
          list: [{ txHash: 'a'.repeat(64), height: 1, contractAddress: contract.toLowerCase(), tokenId: '1', toAddress: alice }],
        },
      }),
    });
    await expect(lowercased.getToken721Transfers(1, 1, contract)).rejects.toMatchObject({ failure: 'malformed' });
    const unreachable = createNulsClient({ chainId: 1, url: 'http://127.0.0.1:1/jsonrpc' });
    await expect(unreachable.getBestBlockHeader()).rejects.toMatchObject({ failure: 'transport' });
  });

  it('sends positional parameters with the chain id first and methodDesc as ""', async () => {
    const seen: unknown[][] = [];
    const nuls = createNulsClient({
      chainId: 2,
      transport: async (request) => (seen.push([request.method, ...request.params]), { result: { result: 'x' } }),
    });
    await nuls.invokeView(contract, 'tokenURI', ['5']);
    expect(seen).toEqual([['invokeView', 2, contract, 'tokenURI', '', ['5']]]);
  });
});
