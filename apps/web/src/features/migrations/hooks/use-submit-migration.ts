import type { BatchMigrationCheck } from '@nft/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { createMigration, createTargetCollection, type CreateMigrationBody } from '../api/migrations-api';
import { toMigrationBody, type MigrationFormValues } from '../model/migration-form';

/** What the submission is doing now, for the button's label. */
export type SubmitStep = 'collection' | 'signing' | 'sending';

/** A deployer's signature made elsewhere (the deployer is not the connected wallet), pasted into the form. */
export type PastedProof = { deployer: string; signature: string };

type SubmitInput = { values: MigrationFormValues; applicant: string; check: BatchMigrationCheck; pasted: PastedProof | null };

/**
 * Submits a request (docs/product.md "Batch migration"): creates the new target collection first when asked (once:
 * a retry reuses it), gets the control proof (owner() needs none; the deployer signs the API's message in the wallet,
 * or a pasted signature is used), then posts the request.
 */
export function useSubmitMigration() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SubmitStep | null>(null);
  // The collection made by an earlier attempt whose request was then refused: a retry must not make a second one.
  const created = useRef<{ key: string; id: number } | null>(null);

  async function proofFor({ check, pasted }: SubmitInput): Promise<CreateMigrationBody['proof']> {
    if (check.control === 'owner') return { kind: 'owner' };
    if (pasted) return { kind: 'deployer', deployer: pasted.deployer.trim(), signature: pasted.signature.trim() };
    setStep('signing');
    const { signWalletMessage } = await import('../../wallet/contract-write');
    const { signature, account } = await signWalletMessage(check.controlMessage);
    return { kind: 'deployer', deployer: account, signature };
  }

  async function targetCollection({ values, applicant }: SubmitInput): Promise<number> {
    if (values.collectionMode === 'existing') return Number(values.collectionId);
    const key = `${values.chain}/${values.newCollectionName.trim()}`;
    if (created.current?.key === key) return created.current.id;
    setStep('collection');
    const collection = await createTargetCollection({
      chain: values.chain,
      name: values.newCollectionName.trim(),
      royalty: 0,
      royaltyAddress: applicant,
      termsAccepted: true,
    });
    created.current = { key, id: collection.id };
    return collection.id;
  }

  const mutation = useMutation({
    mutationFn: async (input: SubmitInput) => {
      try {
        const collectionId = await targetCollection(input);
        const proof = await proofFor(input);
        setStep('sending');
        return await createMigration(toMigrationBody(input.values, collectionId, proof));
      } finally {
        setStep(null);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['batch-migrations', 'mine'] }),
  });
  return { ...mutation, step, createdCollectionId: created.current?.id };
}
