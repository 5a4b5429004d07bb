import { afterEach, describe, expect, it } from 'vitest';
import { contracts } from '@nft/db';
import { isNulsAddress } from '@nft/nuls';
import { NulsRpcError } from './client/nuls-rpc-error';
import { deleteNulsCursor, readNulsCursor } from './storage/nuls-cursor';
import { indexNulsFresh, nulsFixture, nulsState, type NulsFixture } from './testing/nuls-fixture';
import { nulsTestAddress } from './testing/nuls-test-addresses';

const nft = nulsTestAddress(1, 2);
const other = nulsTestAddress(2, 2);
const [alice, bob, carol] = [nulsTestAddress(10), nulsTestAddress(11), nulsTestAddress(12)];
let fixture: NulsFixture | undefined;

afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

describe('the NULS source', () => {
  it('derives owners, activity and NFT rows with tokenURI from mints, transfers and burns', async () => {
    fixture = await nulsFixture();
    const { ledger } = fixture;
    ledger.mint(nft, alice, '1', 'ipfs://one');
    ledger.mint(nft, alice, '2', 'https://example.com/2.json');
    ledger.transfer(nft, '1', bob);
    ledger.burn(nft, '2');
    // One transaction minting and passing on a token: the contract result gives the order.
    ledger.mine([
      [
        { kind: 'mint', contract: nft, tokenId: '3', to: alice, uri: 'ipfs://three' },
        { kind: 'transfer', contract: nft, tokenId: '3', to: carol },
      ],
    ]);
    const source = fixture.start({ nftContract: nft });
    await source.waitForBlock(ledger.best.height);
    const state = await nulsState(fixture.database.db);

    expect(state.holders.map((h) => [h.tokenId, h.owner, h.balance])).toEqual([
      ['1', bob, '1'],
      ['3', carol, '1'],
    ]);
    expect(state.ledger.map((row) => [row.kind, row.tokenId, row.from, row.to])).toEqual([
      ['mint', '1', null, alice],
      ['mint', '2', null, alice],
      ['transfer', '1', alice, bob],
      ['burn', '2', alice, null],
      ['mint', '3', null, alice],
      ['transfer', '3', alice, carol],
    ]);
    expect(state.ledger.slice(4).map((row) => row.logIndex)).toEqual([0, 1]);
    expect(state.nfts.map((n) => [n.tokenId, n.standard, n.tokenUri, n.burned])).toEqual([
      ['1', 'NRC-721', 'ipfs://one', false],
      ['2', 'NRC-721', null, true],
      ['3', 'NRC-721', 'ipfs://three', false],
    ]);
    // Base58 addresses are kept exactly as written: lower-casing one would make it another (invalid) address.
    for (const owner of state.holders.map((h) => h.owner)) expect(isNulsAddress(owner, 1) && owner !== owner.toLowerCase()).toBe(true);
    expect(state.holders[0]!.contract).toBe(nft);
    expect(fixture.jobs.map((j) => [j.chain, j.contractAddress, j.tokenId, j.tokenUri])).toEqual([
      ['nuls', nft, '1', 'ipfs://one'],
      ['nuls', nft, '2', null],
      ['nuls', nft, '3', 'ipfs://three'],
    ]);
    expect(fixture.errors).toEqual([]);
  });

  it('follows a contract registered just before its first transfer, even when both land inside one poll', async () => {
    fixture = await nulsFixture();
    const { ledger, database } = fixture;
    ledger.mint(nft, alice, '1', 'ipfs://one');
    const source = fixture.start({ nftContract: nft });
    await source.waitForBlock(ledger.best.height);
    // Registered, then minted, as the poll asks for the best height: the poll must already count the new contract.
    let mintHeight = 0;
    fixture.standIn.beforeNext('getBestBlockHeader', async () => {
      await database.db.insert(contracts).values({ chain: 'nuls', address: other, standard: 'NRC-721' });
      ledger.mint(other, bob, '9', 'ipfs://nine');
      mintHeight = ledger.best.height;
    });
    await expect.poll(() => mintHeight).toBeGreaterThan(0);
    await source.waitForBlock(mintHeight);

    const holders = (await nulsState(database.db)).holders.map((h) => `${h.contract} ${h.tokenId} ${h.owner}`);
    expect(holders.sort()).toEqual([`${nft} 1 ${alice}`, `${other} 9 ${bob}`].sort());
    expect(fixture.errors).toEqual([]);
  });

  it('pages through many transfers of every registered NRC-721 contract', async () => {
    fixture = await nulsFixture();
    const { ledger } = fixture;
    await fixture.database.db.insert(contracts).values({ chain: 'nuls', address: other, standard: 'NRC-721' });
    for (let i = 1; i <= 11; i += 1) ledger.mint(i % 2 ? nft : other, alice, String(i), `ipfs://${i}`);
    for (let i = 1; i <= 11; i += 2) ledger.transfer(nft, String(i), bob);
    // Transfers arriving while the first contract's pages are read push older items to later pages.
    fixture.standIn.beforeNext('getToken721Transfers', () => undefined);
    fixture.standIn.beforeNext('getToken721Transfers', () => {
      ledger.mint(nft, carol, '13', 'ipfs://13');
      ledger.transfer(nft, '1', carol);
      ledger.transfer(nft, '1', bob);
    });
    const source = fixture.start({ nftContract: nft, pageSize: 3 });
    await source.waitForBlock(ledger.best.height);
    // The first poll stopped at the height it began with; the next one reads the arrivals.
    await source.waitForBlock(ledger.best.height);
    const state = await nulsState(fixture.database.db);
    expect(state.nfts).toHaveLength(12);
    expect(state.ledger).toHaveLength(20);
    expect(new Set(state.ledger.map((row) => `${row.txHash}:${row.logIndex}`)).size).toBe(20);
    expect(state.holders.filter((h) => h.owner === bob).map((h) => h.tokenId)).toEqual(['1', '3', '5', '7', '9', '11']);
    expect(state).toEqual(await indexNulsFresh(fixture.standIn, ledger.best.height, { nftContract: nft, pageSize: 3 }, [other]));
    expect(fixture.standIn.calls.filter((m) => m === 'getToken721Transfers').length).toBeGreaterThanOrEqual(6);
    // New transfers later are read from the first page down to the cursor only.
    ledger.transfer(other, '2', carol);
    await source.waitForBlock(ledger.best.height);
    expect((await nulsState(fixture.database.db)).holders.find((h) => h.tokenId === '2')?.owner).toBe(carol);
  });

  it('stopped in the middle of a backfill and started again, ends with every row exactly once', async () => {
    fixture = await nulsFixture();
    const { ledger } = fixture;
    for (let i = 1; i <= 12; i += 1) ledger.mint(nft, alice, String(i), `ipfs://${i}`);
    for (let i = 1; i <= 6; i += 1) ledger.transfer(nft, String(i), bob);
    const head = ledger.best.height;
    let reached!: () => void;
    const reachedMiddle = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = fixture.start({
      nftContract: nft,
      heightsPerTransaction: 2,
      metadataQueue: {
        enqueue: async (job) => {
          if (job.tokenId === '6') {
            reached();
            await released;
          }
        },
      },
    });
    await reachedMiddle;
    const stopping = first.stop();
    release();
    await stopping;
    expect((await readNulsCursor(fixture.database.db, 'nuls'))!.blockNumber).toBeLessThan(head);
    expect((await nulsState(fixture.database.db)).ledger.length).toBeLessThan(18);

    const second = fixture.start({ nftContract: nft, heightsPerTransaction: 2 });
    await second.waitForBlock(head);
    const final = await nulsState(fixture.database.db);
    expect(final.ledger.map((row) => row.kind)).toEqual([...Array<string>(12).fill('mint'), ...Array<string>(6).fill('transfer')]);
    expect(final.holders).toHaveLength(12);
    expect(final).toEqual(await indexNulsFresh(fixture.standIn, head, { nftContract: nft }));
  });

  it('adds nothing when the same transfers are processed twice', async () => {
    fixture = await nulsFixture();
    const { ledger } = fixture;
    ledger.mint(nft, alice, '1', 'ipfs://one');
    ledger.transfer(nft, '1', bob);
    const first = fixture.start({ nftContract: nft });
    await first.waitForBlock(ledger.best.height);
    await first.stop();
    const before = await nulsState(fixture.database.db);
    const jobs = fixture.jobs.length;
    await deleteNulsCursor(fixture.database.db, 'nuls');
    const again = fixture.start({ nftContract: nft });
    await again.waitForBlock(ledger.best.height);
    expect(await nulsState(fixture.database.db)).toEqual(before);
    expect(fixture.jobs).toHaveLength(jobs);
  });

  it('survives API errors and timeouts, reports them and catches up on a later poll', async () => {
    fixture = await nulsFixture();
    const { ledger, standIn } = fixture;
    ledger.mint(nft, alice, '1', 'ipfs://one');
    ledger.mint(nft, alice, '2', 'ipfs://two');
    standIn.failNext('getToken721Transfers', 2, { code: '10000', message: 'Operation error' });
    // The client's timeout leaves room for an answer that is only slow (CI's PostgreSQL pass runs at a lower priority
    // on a busy machine: at 300 ms a second, undelayed call timed out there); the delayed call always outlasts it.
    standIn.delayNext('getBestBlockHeader', 2_500, 1);
    // A failed view is answered from the API's token record instead.
    standIn.failNext('invokeView', 1, { code: '10015', message: 'busy' });
    const source = fixture.start({ nftContract: nft, client: { url: standIn.url, chainId: 1, timeoutMs: 2_000 } });
    await source.waitForBlock(ledger.best.height);
    expect(fixture.errors.every((e) => e instanceof NulsRpcError)).toBe(true);
    expect(fixture.errors.map((e) => (e as NulsRpcError).failure).sort()).toEqual(['rpc', 'rpc', 'timeout']);
    const state = await nulsState(fixture.database.db);
    expect(state.holders.map((h) => h.tokenId)).toEqual(['1', '2']);
    expect(state.nfts.map((n) => n.tokenUri)).toEqual(['ipfs://one', 'ipfs://two']);
    expect(standIn.calls).toContain('getToken721Id');
  });

  it('rolls back the heights the API replaced and indexes the new branch', async () => {
    fixture = await nulsFixture();
    const { ledger } = fixture;
    ledger.mint(nft, alice, '1', 'ipfs://one');
    const fork = ledger.best.height;
    ledger.mint(nft, alice, '2', 'ipfs://two');
    ledger.transfer(nft, '1', bob);
    const source = fixture.start({ nftContract: nft });
    await source.waitForBlock(ledger.best.height);
    ledger.rewind(fork);
    ledger.mine();
    ledger.transfer(nft, '1', carol);
    ledger.mint(nft, carol, '5', 'ipfs://five');
    await source.waitForBlock(ledger.best.height);
    const state = await nulsState(fixture.database.db);
    expect(state.holders.map((h) => [h.tokenId, h.owner])).toEqual([
      ['1', carol],
      ['5', carol],
    ]);
    expect(state.nfts.map((n) => n.tokenId)).toEqual(['1', '5']);
    expect(state).toEqual(await indexNulsFresh(fixture.standIn, ledger.best.height, { nftContract: nft }));
  });

  it('rolls back to the common ancestor when the chain of the API became shorter than the cursor', async () => {
    fixture = await nulsFixture();
    const { ledger, database } = fixture;
    ledger.mint(nft, alice, '1', 'ipfs://one');
    ledger.mint(nft, alice, '2', 'ipfs://two');
    ledger.transfer(nft, '1', bob);
    const source = fixture.start({ nftContract: nft });
    await source.waitForBlock(ledger.best.height);
    ledger.rewind(1);
    ledger.mine();
    // waitForBlock cannot see a cursor that moved down; watch the cursor reach the new branch instead.
    for (let tries = 0; (await readNulsCursor(database.db, 'nuls'))?.blockHash !== ledger.best.hash; tries += 1) {
      if (tries > 400) throw new Error('the cursor never reached the new branch');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const state = await nulsState(database.db);
    expect(state.holders.map((h) => [h.tokenId, h.owner])).toEqual([['1', alice]]);
    expect(state.ledger.map((row) => row.kind)).toEqual(['mint']);
    expect(state.nfts.map((n) => n.tokenId)).toEqual(['1']);
  });
});
