import { marketplaceErc1155Abi, marketplaceErc721Abi, seaportAbi } from '@nft/contracts/abi';
import { devnetOrderSignerKey, testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  zeroAddress,
  type Address,
  type Hex,
  type PublicClient,
  type TestClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { buildListing, type ListingInput } from '../listing/build-listing';
import { orderTypedData } from '../eip712/order-typed-data';
import { orderTypes, type OrderComponents } from '../order/order-components';
import { orderHash } from '../order/order-hash';
import { zoneAuthorizationTypedData } from '../zone/zone-authorization';
import { encodeZoneExtraData } from '../zone/zone-extra-data';

/**
 * A throw-away anvil with the real Seaport deployment, and the few calls the tests of this package
 * make against it. Test accounts: 1 sells, 2 and 3 buy, 5 receives the fee, 6 the royalty.
 */
export type SeaportFixture = {
  chain: TestChain;
  deployment: TestChain['deployment'];
  publicClient: PublicClient<Transport, typeof foundry>;
  testClient: TestClient<'anvil', Transport, typeof foundry>;
  account(index: number): PrivateKeyAccount;
  address(index: number): Address;
  wallet(index: number): WalletClient<Transport, typeof foundry, PrivateKeyAccount>;
  confirm(hash: Hex): Promise<TransactionReceipt>;
  mintErc721(owner: number): Promise<bigint>;
  mintErc1155(owner: number, amount: bigint): Promise<bigint>;
  ownerOf(tokenId: bigint): Promise<Address>;
  erc1155Balance(owner: number, tokenId: bigint): Promise<bigint>;
  getOrderHash(components: OrderComponents): Promise<Hex>;
  getCounter(index: number): Promise<bigint>;
  /** [isValidated, isCancelled, totalFilled, totalSize] */
  getOrderStatus(hash: Hex): Promise<readonly [boolean, boolean, bigint, bigint]>;
  latestTimestamp(): Promise<bigint>;
  send(from: number, call: { to: Address; data: Hex; value: bigint }): Promise<TransactionReceipt>;
  listing(overrides: Partial<ListingInput> & Pick<ListingInput, 'nft'>): Promise<OrderComponents>;
  openListing(overrides: Partial<ListingInput> & Pick<ListingInput, 'nft'>): Promise<OrderComponents>;
  sign(components: OrderComponents): Promise<Hex>;
  authorize(components: OrderComponents, fulfiller: number, options?: { hash?: Hex }): Promise<Hex>;
  stop(): Promise<void>;
};

export const seller = 1;
export const buyer = 2;
export const otherBuyer = 3;
export const feeRecipientIndex = 5;
export const royaltyRecipientIndex = 6;

export async function startSeaportFixture(): Promise<SeaportFixture> {
  const chain: TestChain = await startTestChain();
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: foundry, transport });
  const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport });
  const { deployment } = chain;
  const account = (index: number): PrivateKeyAccount => privateKeyToAccount((testAccounts[index] as { privateKey: Hex }).privateKey);
  const address = (index: number): Address => account(index).address;
  const wallet = (index: number) => createWalletClient({ chain: foundry, transport, account: account(index) });

  const confirm = async (hash: Hex): Promise<TransactionReceipt> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };

  /** Mints a new platform ERC-721 to `owner` (royalty 5% to account 6) and opens it to the conduit. */
  const mintErc721 = async (owner: number): Promise<bigint> => {
    const args = [address(owner), 'ipfs://token', address(royaltyRecipientIndex), 500n] as const;
    const contract = { address: deployment.erc721, abi: marketplaceErc721Abi, account: account(owner) } as const;
    const { result } = await publicClient.simulateContract({ ...contract, functionName: 'mint', args });
    await confirm(await wallet(owner).writeContract({ ...contract, functionName: 'mint', args }));
    await confirm(await wallet(owner).writeContract({ ...contract, functionName: 'setApprovalForAll', args: [deployment.conduit, true] }));
    return result;
  };

  /** Mints `amount` copies of a new platform ERC-1155 id to `owner` and opens them to the conduit. */
  const mintErc1155 = async (owner: number, amount: bigint): Promise<bigint> => {
    const args = [address(owner), amount, 'ipfs://edition', address(royaltyRecipientIndex), 500n] as const;
    const contract = { address: deployment.erc1155, abi: marketplaceErc1155Abi, account: account(owner) } as const;
    const { result } = await publicClient.simulateContract({ ...contract, functionName: 'mint', args });
    await confirm(await wallet(owner).writeContract({ ...contract, functionName: 'mint', args }));
    await confirm(await wallet(owner).writeContract({ ...contract, functionName: 'setApprovalForAll', args: [deployment.conduit, true] }));
    return result;
  };

  const ownerOf = (tokenId: bigint) =>
    publicClient.readContract({ address: deployment.erc721, abi: marketplaceErc721Abi, functionName: 'ownerOf', args: [tokenId] });
  const erc1155Balance = (owner: number, tokenId: bigint) =>
    publicClient.readContract({
      address: deployment.erc1155,
      abi: marketplaceErc1155Abi,
      functionName: 'balanceOf',
      args: [address(owner), tokenId],
    });

  const seaport = { address: deployment.seaport, abi: seaportAbi } as const;
  const getOrderHash = (components: OrderComponents) =>
    publicClient.readContract({ ...seaport, functionName: 'getOrderHash', args: [components] });
  const getCounter = (index: number) => publicClient.readContract({ ...seaport, functionName: 'getCounter', args: [address(index)] });
  const getOrderStatus = (hash: Hex) => publicClient.readContract({ ...seaport, functionName: 'getOrderStatus', args: [hash] });

  const latestTimestamp = async () => (await publicClient.getBlock()).timestamp;

  /** Sends a prepared call from `from`; resolves its receipt (throws if it reverted). */
  const send = async (from: number, call: { to: Address; data: Hex; value: bigint }) =>
    confirm(await wallet(from).sendTransaction({ to: call.to, data: call.data, value: call.value }));

  /** A native-currency listing by the seller, restricted to the marketplace zone, with a 2.5% fee and a 5% royalty. */
  const listing = async (overrides: Partial<ListingInput> & Pick<ListingInput, 'nft'>): Promise<OrderComponents> => {
    const now = await latestTimestamp();
    return buildListing({
      offerer: address(seller),
      zone: deployment.zone,
      conduitKey: deployment.conduitKey,
      counter: await getCounter(seller),
      currency: zeroAddress,
      startPrice: 10n ** 18n,
      endPrice: 10n ** 18n,
      startTime: now - 60n,
      endTime: now + 86_400n,
      fee: { recipient: address(feeRecipientIndex), bps: 250 },
      royalty: { recipient: address(royaltyRecipientIndex), bps: 500 },
      salt: BigInt(Math.floor(Math.random() * 2 ** 48)),
      ...overrides,
    });
  };

  /**
   * The same listing as an unrestricted order (no zone, FULL_OPEN / PARTIAL_OPEN) for the fills that
   * must not depend on the zone; the hash and the amounts are computed the same way.
   */
  const openListing = async (overrides: Partial<ListingInput> & Pick<ListingInput, 'nft'>): Promise<OrderComponents> => {
    const components = await listing(overrides);
    const open = components.orderType === orderTypes.fullRestricted ? orderTypes.fullOpen : orderTypes.partialOpen;
    return { ...components, zone: zeroAddress, orderType: open };
  };

  /** The seller's signature over the JSON typed data a wallet receives (as eth_signTypedData_v4 would sign it). */
  const sign = (components: OrderComponents): Promise<Hex> =>
    account(seller).signTypedData(JSON.parse(JSON.stringify(orderTypedData(chain.chainId, deployment.seaport, components))));

  /** The zone's extraData: the devnet order signer lets `fulfiller` fill the order for ten minutes. */
  const authorize = async (components: OrderComponents, fulfiller: number, options: { hash?: Hex } = {}): Promise<Hex> => {
    const expiry = (await latestTimestamp()) + 600n;
    const typedData = zoneAuthorizationTypedData(chain.chainId, deployment.zone, {
      orderHash: options.hash ?? orderHash(components),
      fulfiller: address(fulfiller),
      expiry,
    });
    return encodeZoneExtraData(expiry, await privateKeyToAccount(devnetOrderSignerKey).signTypedData(typedData));
  };

  return {
    chain,
    deployment,
    publicClient,
    testClient,
    account,
    address,
    wallet,
    confirm,
    mintErc721,
    mintErc1155,
    ownerOf,
    erc1155Balance,
    getOrderHash,
    getCounter,
    getOrderStatus,
    latestTimestamp,
    send,
    listing,
    openListing,
    sign,
    authorize,
    stop: () => chain.stop(),
  };
}
