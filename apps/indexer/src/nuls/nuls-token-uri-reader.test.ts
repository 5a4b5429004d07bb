import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNulsClient } from './client/nuls-client';
import { withNulsTokenUris } from './nuls-token-uri-reader';
import { NulsLedger } from './testing/nuls-ledger';
import { nulsTestAddress } from './testing/nuls-test-addresses';
import { startNulsStandIn, type NulsStandIn } from './testing/stand-in-server';

const nft = nulsTestAddress(5, 2);
const ledger = new NulsLedger();
let standIn: NulsStandIn;

beforeAll(async () => {
  standIn = await startNulsStandIn(ledger);
  ledger.mint(nft, nulsTestAddress(30), '1', 'ipfs://one');
});

afterAll(async () => {
  await standIn?.close();
});

describe('the NULS token URI reader of the metadata pipeline', () => {
  it('reads NULS tokens through the API and hands other chains to the EVM reader', async () => {
    const evm: string[] = [];
    const read = withNulsTokenUris(
      createNulsClient({ chainId: 1, url: standIn.url }),
      async (chain) => (evm.push(chain), 'https://evm.example/1'),
    );
    expect(await read('nuls', nft, '1')).toBe('ipfs://one');
    standIn.failNext('invokeView');
    expect(await read('nuls', nft, '1')).toBe('ipfs://one');
    expect(await read('nuls', nft, '2')).toBeUndefined();
    expect(await read('local1', '0xabc', '1')).toBe('https://evm.example/1');
    expect(evm).toEqual(['local1']);
  });
});
