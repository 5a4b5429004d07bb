import type { Page } from 'playwright-core';
import {
  createWalletClient,
  defineChain,
  http,
  numberToHex,
  publicActions,
  type Hex,
  type PrivateKeyAccount,
  type TypedDataDefinition,
} from 'viem';
import { testAccounts, withGasHeadroom } from '@nft/devnet';
import { privateKeyToAccount } from 'viem/accounts';
import { evmBindingName, evmEmitName, evmProviderScript } from './evm-provider-script';

/** Anvil's well-known development keys (accounts 0-2), from the devnet's list so a key cannot drift. */
export const anvilTestKeys: readonly Hex[] = testAccounts.slice(0, 3).map((account) => account.privateKey);

export type TestChain = { chainId: number; rpcUrl: string };

export type EvmTestWalletOptions = {
  /** Chains the wallet knows from the start; others answer 4902 until wallet_addEthereumChain. */
  chains: TestChain[];
  /** The chain selected at start; defaults to the first known chain. */
  chainId?: number;
  privateKeys?: readonly Hex[];
};

type Answer = { result?: unknown; error?: { code: number; message: string }; events?: [string, unknown][] };

const rpcError = (code: number, message: string): Answer => ({ error: { code, message } });

/**
 * An injected EIP-1193 wallet for one page (window.ethereum with isMetaMask, announced over
 * EIP-6963 as MetaMask). Reads go to the current chain's anvil; signatures are made here in Node.
 * State lives in Node, so it survives reloads like a real wallet's.
 */
export class EvmTestWallet {
  private readonly accounts: PrivateKeyAccount[];
  private readonly known = new Map<number, string>();
  private accountIndex = 0;
  private authorized = false;
  chainId: number;
  readonly requests: string[] = [];

  private constructor(
    private readonly page: Page,
    options: EvmTestWalletOptions,
  ) {
    this.accounts = (options.privateKeys ?? anvilTestKeys).map((key) => privateKeyToAccount(key));
    for (const chain of options.chains) this.known.set(chain.chainId, chain.rpcUrl);
    const first = options.chainId ?? options.chains[0]?.chainId;
    if (first === undefined) throw new Error('the test wallet needs at least one chain');
    this.chainId = first;
  }

  /** Installs the wallet in `page` before its next navigation. */
  static async install(page: Page, options: EvmTestWalletOptions): Promise<EvmTestWallet> {
    const wallet = new EvmTestWallet(page, options);
    await page.exposeBinding(evmBindingName, (_source, method: string, params: unknown[]) => wallet.handle(method, params));
    await page.addInitScript(evmProviderScript({ name: 'MetaMask', rdns: 'io.metamask', icon: testIcon }));
    return wallet;
  }

  get address(): Hex {
    return this.account.address;
  }

  addressAt(index: number): Hex {
    const account = this.accounts[index];
    if (!account) throw new Error(`no test account ${index}`);
    return account.address;
  }

  /** The user picks another account in the wallet: the page hears accountsChanged. */
  async switchAccount(index: number): Promise<void> {
    this.addressAt(index);
    this.accountIndex = index;
    if (this.authorized) await this.emit('accountsChanged', [this.address]);
  }

  /** The user picks another network in the wallet (one it already knows): the page hears chainChanged. */
  async switchNetwork(chainId: number): Promise<void> {
    if (!this.known.has(chainId)) throw new Error(`the test wallet does not know chain ${chainId}`);
    this.chainId = chainId;
    await this.emit('chainChanged', numberToHex(chainId));
  }

  private get account(): PrivateKeyAccount {
    const account = this.accounts[this.accountIndex];
    if (!account) throw new Error(`no test account ${this.accountIndex}`);
    return account;
  }

  private async emit(event: string, payload: unknown): Promise<void> {
    await this.page.evaluate(
      ({ name, args }) => {
        const emit = (globalThis as unknown as Record<string, ((event: string, payload: unknown) => void) | undefined>)[name];
        emit?.(args.event, args.payload);
      },
      { name: evmEmitName, args: { event, payload } },
    );
  }

  private async handle(method: string, params: unknown[]): Promise<Answer> {
    this.requests.push(method);
    try {
      return await this.answer(method, params);
    } catch (error) {
      return rpcError(-32603, error instanceof Error ? error.message : String(error));
    }
  }

  private async answer(method: string, params: unknown[]): Promise<Answer> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        this.authorized = true;
        return { result: method === 'eth_requestAccounts' ? [this.address] : [{ parentCapability: 'eth_accounts' }] };
      case 'eth_accounts':
        return { result: this.authorized ? [this.address] : [] };
      case 'wallet_revokePermissions':
        this.authorized = false;
        return { result: null };
      case 'eth_chainId':
        return { result: numberToHex(this.chainId) };
      case 'net_version':
        return { result: String(this.chainId) };
      case 'wallet_switchEthereumChain':
        return this.switchChain(params);
      case 'wallet_addEthereumChain':
        return this.addChain(params);
      case 'personal_sign':
        return this.whenAuthorized(() => this.account.signMessage({ message: { raw: params[0] as Hex } }));
      case 'eth_signTypedData_v4':
        return this.whenAuthorized(() => this.account.signTypedData(JSON.parse(String(params[1])) as TypedDataDefinition));
      case 'eth_sendTransaction':
        return this.whenAuthorized(() => this.sendTransaction(params[0] as TransactionParams));
      default:
        return this.forward(method, params);
    }
  }

  private async whenAuthorized(sign: () => Promise<unknown>): Promise<Answer> {
    if (!this.authorized) return rpcError(4100, 'the account is not authorized');
    return { result: await sign() };
  }

  private switchChain(params: unknown[]): Answer {
    const chainId = Number((params[0] as { chainId: string }).chainId);
    if (!this.known.has(chainId)) return rpcError(4902, `Unrecognized chain ID ${numberToHex(chainId)}`);
    if (chainId === this.chainId) return { result: null };
    this.chainId = chainId;
    return { result: null, events: [['chainChanged', numberToHex(chainId)]] };
  }

  private addChain(params: unknown[]): Answer {
    const { chainId, rpcUrls } = params[0] as { chainId: string; rpcUrls: string[] };
    const rpcUrl = rpcUrls[0];
    if (!rpcUrl) return rpcError(-32602, 'rpcUrls is empty');
    this.known.set(Number(chainId), rpcUrl);
    // Like MetaMask, adding a chain also switches to it.
    return this.switchChain([{ chainId }]);
  }

  private rpcUrl(): string {
    const url = this.known.get(this.chainId);
    if (!url) throw new Error(`chain ${this.chainId} is unknown`);
    return url;
  }

  private async forward(method: string, params: unknown[]): Promise<Answer> {
    const response = await fetch(this.rpcUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    return body.error ? { error: body.error } : { result: body.result };
  }

  private async sendTransaction(tx: TransactionParams): Promise<Hex> {
    const chain = defineChain({
      id: this.chainId,
      name: `test ${this.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [this.rpcUrl()] } },
    });
    const client = createWalletClient({ account: this.account, chain, transport: http() }).extend(publicActions);
    const request = { to: tx.to ?? null, data: tx.data, value: tx.value === undefined ? undefined : BigInt(tx.value) };
    // Like MetaMask, a margin over the estimate (withGasHeadroom says why). A call the chain refuses is left to
    // sendTransaction, which reports the refusal as before.
    const estimate = tx.gas === undefined ? await client.estimateGas(request).catch(() => undefined) : BigInt(tx.gas);
    const gas = tx.gas === undefined && estimate !== undefined ? withGasHeadroom(estimate) : estimate;
    return client.sendTransaction({ ...request, gas });
  }
}

type TransactionParams = { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };

const testIcon =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#F6851B"/></svg>',
  ).toString('base64');
