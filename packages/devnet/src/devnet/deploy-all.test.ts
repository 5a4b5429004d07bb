import {
  buildAllowlistTree,
  conduitControllerAbi,
  create2Factory,
  deployAll,
  dropErc721Abi,
  dropFactoryAbi,
  marketplaceErc721Abi,
  marketplaceZoneAbi,
  nftStakingAbi,
  seaportAbi,
  stableTestTokenAbi,
  type Deployment,
} from '@nft/contracts';
import {
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  getAbiItem,
  parseEventLogs,
  http,
  keccak256,
  numberToHex,
  stringToHex,
  toFunctionSelector,
  zeroAddress,
  zeroHash,
  type Address,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetOrderSignerAddress, devnetOrderSignerKey } from '../accounts/marketplace-accounts';
import { deployerAccount, testAccounts } from '../accounts/test-accounts';
import { startAnvil, type AnvilProcess } from '../anvil/start-anvil';

const contractsOf = ({ deployedAt: _deployedAt, ...contracts }: Deployment) => contracts;
const orderSigner = devnetOrderSignerAddress;

describe('deployAll on a fresh anvil', () => {
  let anvil: AnvilProcess;
  let deployment: Deployment;
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl) });

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 });
    deployment = await deployAll({ rpcUrl: anvil.rpcUrl, privateKey: deployerAccount.privateKey, orderSigner });
  });
  afterAll(async () => {
    await anvil?.stop();
  });

  it('puts code at every address', async () => {
    expect(deployment.chainId).toBe(31337);
    const addresses: Address[] = [
      deployment.seaport,
      deployment.conduitController,
      deployment.conduit,
      deployment.erc721,
      deployment.erc1155,
      deployment.zone,
      deployment.staking,
      deployment.dropFactory,
    ];
    expect(new Set(addresses).size).toBe(8);
    for (const address of addresses) {
      expect((await client().getCode({ address }))?.length ?? 0).toBeGreaterThan(2);
    }
  });

  it('wires Seaport 1.6 to the conduit controller and opens the conduit to Seaport', async () => {
    const [version, , controller] = await client().readContract({
      address: deployment.seaport,
      abi: seaportAbi,
      functionName: 'information',
    });
    expect(version).toBe('1.6');
    expect(controller).toBe(deployment.conduitController);

    const conduitController = { address: deployment.conduitController, abi: conduitControllerAbi } as const;
    expect(deployment.conduitKey.slice(0, 42)).toBe(deployerAccount.address.toLowerCase());
    expect(await client().readContract({ ...conduitController, functionName: 'getKey', args: [deployment.conduit] })).toBe(
      deployment.conduitKey,
    );
    expect(await client().readContract({ ...conduitController, functionName: 'ownerOf', args: [deployment.conduit] })).toBe(
      deployerAccount.address,
    );
    expect(
      await client().readContract({
        ...conduitController,
        functionName: 'getChannelStatus',
        args: [deployment.conduit, deployment.seaport],
      }),
    ).toBe(true);
    expect(await client().readContract({ address: deployment.erc721, abi: marketplaceErc721Abi, functionName: 'name' })).toBe(
      'NFT Marketplace',
    );
  });

  it('deploys the zone owned by the deployer, accepting the given order signer', async () => {
    const zone = { address: deployment.zone, abi: marketplaceZoneAbi } as const;
    expect(await client().readContract({ ...zone, functionName: 'owner' })).toBe(deployerAccount.address);
    expect(await client().readContract({ ...zone, functionName: 'signer' })).toBe(orderSigner);
    const [name] = await client().readContract({ ...zone, functionName: 'getSeaportMetadata' });
    expect(name).toBe('MarketplaceZone');
  });

  it('deploys the staking contract with the deployer as admin and operator; a platform NFT stakes in one transfer', async () => {
    const staking = { address: deployment.staking, abi: nftStakingAbi } as const;
    const operatorRole = await client().readContract({ ...staking, functionName: 'OPERATOR_ROLE' });
    expect(await client().readContract({ ...staking, functionName: 'hasRole', args: [operatorRole, deployerAccount.address] })).toBe(true);
    expect(await client().readContract({ ...staking, functionName: 'hasRole', args: [zeroHash, deployerAccount.address] })).toBe(true);

    const wallet = createWalletClient({ account: privateKeyToAccount(deployerAccount.privateKey), transport: http(anvil.rpcUrl) });
    const send = async (hash: Promise<`0x${string}`>) => {
      const receipt = await client().waitForTransactionReceipt({ hash: await hash });
      expect(receipt.status).toBe('success');
    };
    const chain = null;
    const me = deployerAccount.address;
    await send(
      wallet.writeContract({
        chain,
        address: deployment.stableToken,
        abi: stableTestTokenAbi,
        functionName: 'mint',
        args: [me, 1_000_000n],
      }),
    );
    await send(
      wallet.writeContract({
        chain,
        address: deployment.stableToken,
        abi: stableTestTokenAbi,
        functionName: 'approve',
        args: [deployment.staking, 1_000_000n],
      }),
    );
    const now = (await client().getBlock()).timestamp;
    await send(
      wallet.writeContract({
        chain,
        ...staking,
        functionName: 'createActivity',
        args: [[deployment.erc721], deployment.stableToken, 1_000_000n, now, now + 3600n, 60n, 0n],
      }),
    );
    const activityId = await client().readContract({ ...staking, functionName: 'activityCount' });
    await send(
      wallet.writeContract({
        chain,
        address: deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [me, 'ipfs://staked', me, 0n],
      }),
    );
    const tokenId = await client().readContract({ address: deployment.erc721, abi: marketplaceErc721Abi, functionName: 'totalMinted' });
    await send(
      wallet.writeContract({
        chain,
        address: deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'safeTransferFrom',
        args: [me, deployment.staking, tokenId, encodeAbiParameters([{ type: 'uint256' }], [activityId])],
      }),
    );
    const stakeId = await client().readContract({ ...staking, functionName: 'erc721StakeId', args: [deployment.erc721, tokenId] });
    const stake = await client().readContract({ ...staking, functionName: 'getStake', args: [stakeId] });
    expect(stake).toMatchObject({ staker: me, activityId, collection: deployment.erc721, tokenId, amount: 1n, active: true });
  });

  it('deploys the drop factory; an allowlist tree from @openzeppelin/merkle-tree passes MerkleProof in mint, then the split is exact', async () => {
    const factory = { address: deployment.dropFactory, abi: dropFactoryAbi } as const;
    expect(await client().readContract({ ...factory, functionName: 'owner' })).toBe(deployerAccount.address);
    expect(await client().readContract({ ...factory, functionName: 'feeRecipient' })).toBe(deployerAccount.address);
    expect(await client().readContract({ ...factory, functionName: 'feeBps' })).toBe(250);
    for (const token of [deployment.stableToken, deployment.wrappedNative]) {
      expect(await client().readContract({ ...factory, functionName: 'allowedPaymentToken', args: [token] })).toBe(true);
    }
    const [creator, listed1, listed2, stranger, caller] = [5, 6, 7, 8, 9].map((i) => privateKeyToAccount(testAccounts[i]!.privateKey));
    const walletOf = (account: PrivateKeyAccount) => createWalletClient({ account, transport: http(anvil.rpcUrl) });
    const mined = async (hash: `0x${string}`) => {
      const receipt = await client().waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      return receipt;
    };
    const tree = buildAllowlistTree([listed1!.address, listed2!.address.toLowerCase(), listed1!.address])!;
    expect(tree.size).toBe(2);
    expect(tree.proofFor(stranger!.address)).toBeNull();

    const now = (await client().getBlock()).timestamp;
    const price = 1_000_000_000_000_003n;
    const salt = keccak256(stringToHex('drop 1'));
    const predicted = await client().readContract({ ...factory, functionName: 'predictDrop', args: [creator!.address, salt] });
    const config = {
      name: 'Anvil Drop',
      symbol: 'AD',
      baseURI: 'https://example.test/d/',
      royaltyReceiver: zeroAddress,
      royaltyBps: 500n,
      paymentToken: zeroAddress,
      price,
      maxSupply: 5,
      perWalletLimit: 2,
      startTime: now,
      publicStartTime: now + 3600n,
      endTime: now + 7200n,
      merkleRoot: tree.root,
    } as const;
    const created = await mined(
      await walletOf(creator!).writeContract({ ...factory, chain: null, functionName: 'createDrop', args: [config, salt] }),
    );
    const [event] = parseEventLogs({ abi: dropFactoryAbi, logs: created.logs, eventName: 'DropCreated' });
    expect(event!.args).toMatchObject({ drop: predicted, creator: creator!.address, salt });
    const drop = { address: predicted, abi: dropErc721Abi } as const;
    expect(await client().readContract({ ...drop, functionName: 'phase' })).toBe('allowlist');

    const mint = (account: PrivateKeyAccount, quantity: bigint, proof: readonly `0x${string}`[]) =>
      walletOf(account).writeContract({ ...drop, chain: null, functionName: 'mint', args: [quantity, proof], value: price * quantity });
    await mined(await mint(listed1!, 2n, tree.proofFor(listed1!.address)!));
    await mined(await mint(listed2!, 1n, tree.proofFor(listed2!.address)!));
    await expect(mint(stranger!, 1n, tree.proofFor(listed1!.address)!)).rejects.toThrow('NotAllowlisted');

    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).increaseTime({ seconds: 3600 });
    await mined(await mint(stranger!, 2n, []));
    expect(await client().readContract({ ...drop, functionName: 'phase' })).toBe('soldOut');
    expect(await client().readContract({ ...drop, functionName: 'ownerOf', args: [5n] })).toBe(stranger!.address);

    const total = price * 5n;
    const fee = (total * 250n) / 10_000n;
    const creatorBefore = await client().getBalance({ address: creator!.address });
    const feeBefore = await client().getBalance({ address: deployerAccount.address });
    await mined(await walletOf(caller!).writeContract({ ...drop, chain: null, functionName: 'withdraw' }));
    expect((await client().getBalance({ address: creator!.address })) - creatorBefore).toBe(total - fee);
    expect((await client().getBalance({ address: deployerAccount.address })) - feeBefore).toBe(fee);
    expect(await client().getBalance({ address: predicted })).toBe(0n);
  });

  it("accepts an authorisation signed with viem's EIP-712 by the devnet order signer key", async () => {
    const zone = { address: deployment.zone, abi: marketplaceZoneAbi } as const;
    const block = await client().getBlock();
    const message = { orderHash: keccak256(stringToHex('an order')), fulfiller: deployerAccount.address, expiry: block.timestamp + 600n };
    const signature = await privateKeyToAccount(devnetOrderSignerKey).signTypedData({
      domain: { name: 'MarketplaceZone', version: '1', chainId: 31337, verifyingContract: deployment.zone },
      types: {
        Authorization: [
          { name: 'orderHash', type: 'bytes32' },
          { name: 'fulfiller', type: 'address' },
          { name: 'expiry', type: 'uint64' },
        ],
      },
      primaryType: 'Authorization',
      message,
    });
    const parameters = {
      orderHash: message.orderHash,
      fulfiller: message.fulfiller,
      offerer: zeroAddress,
      offer: [],
      consideration: [],
      extraData: concat([numberToHex(message.expiry, { size: 8 }), signature]),
      orderHashes: [],
      startTime: 0n,
      endTime: 0n,
      zoneHash: zeroHash,
    } as const;
    const magic = await client().readContract({ ...zone, functionName: 'authorizeOrder', args: [parameters] });
    expect(magic).toBe(toFunctionSelector(getAbiItem({ abi: marketplaceZoneAbi, name: 'authorizeOrder' })));
    await expect(
      client().readContract({ ...zone, functionName: 'authorizeOrder', args: [{ ...parameters, fulfiller: devnetOrderSignerAddress }] }),
    ).rejects.toThrow('InvalidAuthorizer');
  });

  it('changes nothing when run again and returns the same addresses', async () => {
    const blockBefore = await client().getBlockNumber();
    const nonceBefore = await client().getTransactionCount({ address: deployerAccount.address });

    const again = await deployAll({ rpcUrl: anvil.rpcUrl, privateKey: deployerAccount.privateKey, orderSigner });

    expect(contractsOf(again)).toEqual(contractsOf(deployment));
    expect(await client().getBlockNumber()).toBe(blockBefore);
    expect(await client().getTransactionCount({ address: deployerAccount.address })).toBe(nonceBefore);
  });

  it('refuses a chain without the deterministic deployment proxy', async () => {
    const bare = await startAnvil({ chainId: 31339 });
    try {
      await createTestClient({ mode: 'anvil', transport: http(bare.rpcUrl) }).setCode({ address: create2Factory, bytecode: '0x' });
      await expect(deployAll({ rpcUrl: bare.rpcUrl, privateKey: deployerAccount.privateKey, orderSigner })).rejects.toThrow(
        'has no deterministic deployment proxy',
      );
    } finally {
      await bare.stop();
    }
  });
});
