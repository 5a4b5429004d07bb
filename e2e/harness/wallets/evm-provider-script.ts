// The page side of the EVM test wallet, injected with page.addInitScript before any app code runs.
// It holds no keys and no state: every request goes to the Node side through an exposed binding,
// which answers `{ result }` or `{ error }` plus the events the request caused.

export const evmBindingName = '__nftTestWalletRequest';
export const evmEmitName = '__nftTestWalletEmit';

export type EvmWalletInfo = { name: string; rdns: string; icon: string };

export function evmProviderScript(info: EvmWalletInfo): string {
  return `(() => {
  const listeners = new Map();
  const emit = (event, payload) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try { listener(payload); } catch (error) { console.warn('test wallet listener failed', error); }
    }
  };
  const provider = {
    isMetaMask: true,
    async request({ method, params }) {
      const answer = await window[${JSON.stringify(evmBindingName)}](method, params ?? []);
      for (const [event, payload] of answer.events ?? []) emit(event, payload);
      if (answer.error) {
        const error = new Error(answer.error.message);
        error.code = answer.error.code;
        throw error;
      }
      return answer.result;
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return provider;
    },
    removeListener(event, listener) {
      listeners.set(event, (listeners.get(event) ?? []).filter((entry) => entry !== listener));
      return provider;
    },
  };
  window[${JSON.stringify(evmEmitName)}] = emit;
  window.ethereum = provider;
  const detail = Object.freeze({
    info: Object.freeze({ uuid: crypto.randomUUID(), ...${JSON.stringify(info)} }),
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;
}
