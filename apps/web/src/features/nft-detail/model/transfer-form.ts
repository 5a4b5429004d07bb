import { sameAddress } from '../../../lib/same-address';

export type TransferValues = { recipient: string; quantity: string };
export type TransferErrors = Partial<Record<keyof TransferValues, { key: string; values?: Record<string, string> }>>;

/** Recipient and quantity rules of the transfer dialog (i18n keys, like the other forms). */
export function validateTransfer(
  values: TransferValues,
  { from, balance, multiple }: { from: string; balance: bigint; multiple: boolean },
): TransferErrors {
  const errors: TransferErrors = {};
  const recipient = values.recipient.trim();
  if (recipient === '') errors.recipient = { key: 'validation.required' };
  else if (!/^0x[0-9a-fA-F]{40}$/.test(recipient)) errors.recipient = { key: 'nft_detail.transfer.invalid_address' };
  else if (sameAddress(recipient, from)) errors.recipient = { key: 'nft_detail.transfer.own_address' };
  if (multiple) {
    if (!/^\d+$/.test(values.quantity.trim()) || BigInt(values.quantity.trim()) < 1n)
      errors.quantity = { key: 'validation.quantity_positive_integer' };
    else if (BigInt(values.quantity.trim()) > balance)
      errors.quantity = { key: 'validation.quantity_max', values: { max: balance.toString() } };
  }
  return errors;
}
