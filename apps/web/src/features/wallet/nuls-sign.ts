// Nabox signatures of a text other than sign-in (a contest vote, docs/decisions/045-verifiable-contest-votes.md), as
// a public entry of its own: pages load it on demand, like contract-write.ts.
import { toast } from '../../components/ui/toast';
import { i18n } from '../../i18n/i18n';
import { getChainRegistry } from '../../lib/chain-registry/get-chain-registry';
import { findNaboxNuls, signWithNabox } from './model/nabox-nuls';

const noticeId = 'nabox-sign-message';

/** What the page shows while Nabox is open: Nabox displays only the digest, so the text it stands for is shown here. */
export type NaboxNotice = (digest: string) => { title: string; message: string };

/**
 * Signs `message` with the session's Nabox account: the wallet signs the hex SHA-256 of the whole text (docs/nuls.md),
 * shown with `notice` until it answers, as at sign-in. Answers the signature and the public key.
 */
export async function signNulsText(
  walletSymbol: string,
  address: string,
  message: string,
  notice: NaboxNotice,
): Promise<{ signature: string; pubkey: string }> {
  const { wallets } = await getChainRegistry();
  const nabox = findNaboxNuls(wallets.find((wallet) => wallet.symbol === walletSymbol)?.nulsProvider);
  if (!nabox) throw new Error(i18n.t('errors.please_install_wallet'));
  try {
    return await signWithNabox(nabox, message, address, (digest) => toast.info({ id: noticeId, persistent: true, ...notice(digest) }));
  } finally {
    toast.hide(noticeId);
  }
}
