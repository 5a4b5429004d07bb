import type { Page } from 'playwright-core';
import { createNulsSigner, type NulsSigner } from '@nft/nuls';

const bindingName = '__nftTestNabox';

// The NULS side of window.NaboxWallet (docs/nuls.md, "The wallet in the page"); each call goes to Node.
const naboxScript = `(() => {
  const call = (method, args) => window[${JSON.stringify(bindingName)}](method, args).then((answer) => {
    if (answer.error) throw new Error(answer.error);
    return answer.result;
  });
  window.NaboxWallet = {
    createSession: () => call('createSession', null),
    getPub: (input) => call('getPub', input),
    signMessage: (input) => call('signMessage', input),
  };
})();`;

/** A test key for the NULS testnet (chain id 2): its address starts with tNULS. */
export const nulsTestPrivateKey = '4d9b6c2c3f1e8a7b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b';

/** An injected Nabox whose NULS side signs in Node exactly as Nabox does (@nft/nuls's signer). */
export class NaboxTestWallet {
  readonly signer: NulsSigner;
  readonly signed: string[] = [];

  private constructor(privateKeyHex: string, chainId: number) {
    this.signer = createNulsSigner(privateKeyHex, chainId);
  }

  static async install(page: Page, options: { privateKey?: string; chainId?: number } = {}): Promise<NaboxTestWallet> {
    const wallet = new NaboxTestWallet(options.privateKey ?? nulsTestPrivateKey, options.chainId ?? 2);
    await page.exposeBinding(bindingName, (_source, method: string, input: unknown) => wallet.handle(method, input));
    await page.addInitScript(naboxScript);
    return wallet;
  }

  get address(): string {
    return this.signer.address;
  }

  private handle(method: string, input: unknown): { result?: unknown; error?: string } {
    switch (method) {
      case 'createSession':
        return { result: [this.address] };
      case 'getPub':
        return (input as { address?: string }).address === this.address ? { result: this.signer.publicKey } : { error: 'unknown address' };
      case 'signMessage': {
        const [message, address] = input as [string, string];
        if (address !== this.address) return { error: 'unknown address' };
        this.signed.push(message);
        return { result: this.signer.signMessage(message) };
      }
      default:
        return { error: `unsupported method ${method}` };
    }
  }
}
