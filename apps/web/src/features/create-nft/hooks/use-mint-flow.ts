import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { sendWalletTransaction, waitForWalletReceipt, WalletWriteError } from '../../wallet/contract-write';
import { createNftDraft } from '../api/create-nft-draft';
import type { NftDraftBody } from '../api/create-nft-schemas';
import { isNftIndexed } from '../api/get-indexed-nft';
import { mintRequest } from '../model/mint-request';
import { mintedTokenId } from '../model/minted-token-id';
import { runMintFlow, type MintProgress } from '../model/mint-flow';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The mint steps behind the page's stepper. `onServerRefusal` gets the API's validation details of
 * the draft, so the form can put them on its fields.
 */
export function useMintFlow(onServerRefusal: (details: unknown) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [progress, setProgress] = useState<MintProgress>();
  const latest = useRef<MintProgress>(undefined);

  const describe = useCallback(
    (error: unknown): string => {
      if (error instanceof WalletWriteError) return error.message;
      if (isApiError(error)) return t(`errors.${error.code}` as 'errors.operation_error', { defaultValue: error.message });
      return error instanceof Error ? error.message : String(error);
    },
    [t],
  );

  const start = useCallback(
    async (body: NftDraftBody) => {
      const from = latest.current?.status === 'failed' ? latest.current : undefined;
      const report = (next: MintProgress) => {
        latest.current = next;
        setProgress(next);
      };
      const result = await runMintFlow(
        body,
        from,
        {
          createDraft: async (draftBody) => {
            try {
              return await createNftDraft(draftBody);
            } catch (error) {
              if (isApiError(error) && error.code === 'validation_failed') onServerRefusal(error.details);
              throw error;
            }
          },
          send: async (draft) => (await sendWalletTransaction(mintRequest(draft))).hash,
          waitForReceipt: (chain, hash) => waitForWalletReceipt({ chain, hash }),
          tokenIdOf: (receipt, draft) => mintedTokenId(receipt.logs, draft.mint.standard, draft.mint.contractAddress),
          isIndexed: (token) => isNftIndexed(token.chain, token.contractAddress, token.tokenId),
          sleep,
          describe,
          isRevert: (error) => error instanceof WalletWriteError && error.reason === 'reverted',
        },
        report,
      );
      if (result.status === 'done') void client.invalidateQueries({ queryKey: ['collections'] });
      return result;
    },
    [client, describe, onServerRefusal],
  );

  const reset = useCallback(() => {
    latest.current = undefined;
    setProgress(undefined);
  }, []);

  return { progress, start, reset };
}
