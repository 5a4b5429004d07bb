import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useTokenBalance } from '../../../lib/chain-read/use-token-balance';
import { formatUnits } from '../../../lib/price/format-price';
import { useWalletSession } from '../../wallet';
import { useOfferCurrencies } from '../hooks/use-offer-currencies';
import { useOrderSteps } from '../hooks/use-order-steps';
import {
  initialOfferValues,
  offerExpiries,
  toOfferBuildBody,
  validateOfferForm,
  type OfferErrors,
  type OfferFormValues,
} from '../model/offer-form';
import { takesQuantity, type OfferTarget } from '../model/offer-target';
import { OrderStepsStepper } from './order-steps-stepper';

export type MakeOfferDialogProps = { target: OfferTarget; title: string; onClose: () => void };

/**
 * Price, currency (the chain's ERC-20s), copies (ERC-1155) and expiry; then the build route's steps
 * (wrap, approve, sign, post). The build refuses an offer above the balance with "Not enough tokens!"
 * before the wallet opens. Loaded on demand (React.lazy), never with the NFT page.
 */
export function MakeOfferDialog({ target, title, onClose }: MakeOfferDialogProps) {
  const { t } = useTranslation();
  const currencies = useOfferCurrencies(target.chain);
  const flow = useOrderSteps();
  const [values, setValues] = useState<OfferFormValues>(() => initialOfferValues(''));
  const [errors, setErrors] = useState<OfferErrors>({});
  const currency = values.currency || currencies[0]?.address || '';
  const session = useWalletSession();
  const balance = useTokenBalance(target.chain, currency, session.status === 'disconnected' ? undefined : session.address);
  const token = currencies.find((entry) => entry.address === currency);
  // What the maker holds of the chosen token, beside it (the build still refuses more than that: "Not enough tokens!").
  const balanceText =
    balance.data !== undefined && token
      ? t('offers.balance', { amount: `${formatUnits(balance.data.toString(), token.decimals)} ${token.symbol}` })
      : undefined;
  const set = (patch: Partial<OfferFormValues>) => {
    setValues({ ...values, ...patch });
    // A changed form is checked again: the build it had is for the old terms.
    if (flow.checked || flow.checkError) flow.reset();
  };
  const running = flow.checking || flow.progress?.status === 'running';
  const fieldError = (field: keyof OfferFormValues) => (errors[field] ? t(`offers.errors.${errors[field]}`) : undefined);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const form = { ...values, currency };
    const found = validateOfferForm(form, target);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!flow.checked && !(await flow.check(toOfferBuildBody(form, target, Math.floor(Date.now() / 1000))))) return;
    const result = await flow.start(target.kind === 'trait' ? { trait: target.trait } : {});
    if (result?.status === 'done') {
      toast.success({ message: t('offers.made') });
      onClose();
    }
  }

  return (
    <Modal opened onClose={() => !running && onClose()} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-dialog="make-offer" data-offer-target={target.kind}>
        <Stack>
          <fieldset disabled={running} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack>
              <TextInput
                label={t('offers.fields.price')}
                description={takesQuantity(target) ? t('offers.fields.price_total') : undefined}
                inputMode="decimal"
                value={values.price}
                onChange={(event) => set({ price: event.currentTarget.value })}
                error={fieldError('price')}
                data-field="price"
                required
              />
              <NativeSelect
                label={t('offers.fields.currency')}
                value={currency}
                onChange={(event) => set({ currency: event.currentTarget.value })}
                data={currencies.map((entry) => ({ value: entry.address, label: entry.symbol }))}
                description={balanceText}
                error={fieldError('currency')}
                data-field="currency"
              />
              {takesQuantity(target) && (
                <TextInput
                  label={t('offers.fields.quantity')}
                  inputMode="numeric"
                  value={values.quantity}
                  onChange={(event) => set({ quantity: event.currentTarget.value })}
                  error={fieldError('quantity')}
                  data-field="quantity"
                />
              )}
              <NativeSelect
                label={t('offers.fields.expiry')}
                value={values.expiry}
                onChange={(event) => set({ expiry: event.currentTarget.value as OfferFormValues['expiry'] })}
                data={offerExpiries.map((expiry) => ({ value: expiry, label: t(`offers.expiry.${expiry}`) }))}
                data-field="expiry"
              />
            </Stack>
          </fieldset>
          <Text size="xs" c="dimmed">
            {t('offers.fees_note')}
          </Text>
          {flow.checkError && (
            <Alert color="red" data-offer-error>
              {flow.checkError}
            </Alert>
          )}
          {flow.checked && <OrderStepsStepper build={flow.checked.build} progress={flow.progress} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={running}>
              {t('offers.close')}
            </Button>
            <Button type="submit" loading={running} data-action="confirm-offer">
              {flow.progress?.status === 'failed' ? t('offers.retry') : t('offers.make_offer')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
