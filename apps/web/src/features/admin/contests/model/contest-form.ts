import type { AdminContest, AdminContestInput, ContestPrizeAwardMode } from '@nft/api-contract';
import type { UploadedMedia } from '../../../uploads';
import { fromLocalInput, toLocalInput } from '../../home-content/model/home-item-form';

/** Both languages of a text the contest shows (docs/product.md "Operator console"). */
export type LocalizedValues = { en: string; ja: string };

export type PrizeFormValues = {
  name: string;
  amount: string;
  token: string;
  awardedBy: ContestPrizeAwardMode;
  winners: string;
};

/** The editor's state: texts as typed, the banner as uploaded, the phase dates as `datetime-local` values (local time). */
export type ContestFormValues = {
  title: LocalizedValues;
  description: LocalizedValues;
  rules: LocalizedValues;
  banner: UploadedMedia | null;
  allowedChains: string[];
  /** Collection ids as the multi-select keeps them (strings). */
  allowedCollectionIds: string[];
  entriesStartAt: string;
  votingStartAt: string;
  judgingStartAt: string;
  resultsAt: string;
  finalistCount: string;
  votesPerAccount: string;
  entriesPerCreator: string;
  prizes: PrizeFormValues[];
};

export const phaseDateFields = ['entriesStartAt', 'votingStartAt', 'judgingStartAt', 'resultsAt'] as const;
export type PhaseDateField = (typeof phaseDateFields)[number];

// The API contract's bounds (adminContestBodySchema); the server checks them again.
export const contestLimits = {
  title: 200,
  description: 5000,
  rules: 20000,
  finalistCount: 1000,
  votesPerAccount: 1000,
  entriesPerCreator: 100,
  prizes: 20,
  prizeName: 60,
  prizeToken: 20,
  prizeWinners: 1000,
} as const;

/**
 * A new contest starts as the specification's Valentine's contest: 24 finalists, Gold, Silver and Bronze judged among
 * them, Popularity by votes, and 50 for each of the other 20 finalists
 * (docs/decisions/054-contest-console-and-contact-export.md).
 */
export const specPrizes: readonly PrizeFormValues[] = [
  { name: 'Gold', amount: '1000', token: 'USDT', awardedBy: 'judges', winners: '1' },
  { name: 'Silver', amount: '700', token: 'USDT', awardedBy: 'judges', winners: '1' },
  { name: 'Bronze', amount: '500', token: 'USDT', awardedBy: 'judges', winners: '1' },
  { name: 'Popularity', amount: '600', token: 'USDT', awardedBy: 'votes', winners: '1' },
  { name: 'Finalist', amount: '50', token: 'USDT', awardedBy: 'judges', winners: '20' },
];

export const emptyPrize = (): PrizeFormValues => ({ name: '', amount: '', token: 'USDT', awardedBy: 'judges', winners: '1' });

const day = 86_400_000;
// Minutes only: a `datetime-local` input shows no seconds.
const wholeMinute = (ms: number) => new Date(Math.ceil(ms / 60_000) * 60_000).toISOString();

export function initialContestValues(contest: AdminContest | null, now: Date = new Date()): ContestFormValues {
  if (!contest) {
    const start = now.getTime() + 60 * 60_000;
    return {
      title: { en: '', ja: '' },
      description: { en: '', ja: '' },
      rules: { en: '', ja: '' },
      banner: null,
      allowedChains: [],
      allowedCollectionIds: [],
      entriesStartAt: toLocalInput(wholeMinute(start)),
      votingStartAt: toLocalInput(wholeMinute(start + 7 * day)),
      judgingStartAt: toLocalInput(wholeMinute(start + 14 * day)),
      resultsAt: toLocalInput(wholeMinute(start + 16 * day)),
      finalistCount: '24',
      votesPerAccount: '1',
      entriesPerCreator: '1',
      prizes: specPrizes.map((prize) => ({ ...prize })),
    };
  }
  return {
    title: { ...contest.title },
    description: { ...contest.description },
    rules: { ...contest.rules },
    banner:
      contest.bannerMediaId !== null && contest.bannerUrl !== null
        ? { id: contest.bannerMediaId, url: contest.bannerUrl, mime: 'image/*', width: null, height: null }
        : null,
    allowedChains: [...contest.allowedChains],
    allowedCollectionIds: contest.allowedCollections.map((collection) => String(collection.id)),
    entriesStartAt: toLocalInput(contest.entriesStartAt),
    votingStartAt: toLocalInput(contest.votingStartAt),
    judgingStartAt: toLocalInput(contest.judgingStartAt),
    resultsAt: toLocalInput(contest.resultsAt),
    finalistCount: String(contest.finalistCount),
    votesPerAccount: String(contest.votesPerAccount),
    entriesPerCreator: String(contest.entriesPerCreator),
    prizes: [...contest.prizes]
      .sort((a, b) => a.position - b.position)
      .map(({ name, amount, token, awardedBy, winners }) => ({ name, amount, token, awardedBy, winners: String(winners) })),
  };
}

export type ContestFormErrorKey = 'required' | 'too_long' | 'date' | 'order' | 'whole_number' | 'amount' | 'too_many_prizes' | 'winners';

const wholeNumber = (value: string, max: number) => /^\d{1,7}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= max;
const decimalAmount = (value: string) => /^\d{1,18}(\.\d{1,18})?$/.test(value.trim()) && Number(value) > 0;

/** The editor's own checks (the API repeats them); keys are the form's paths, values i18n rule names. */
export function validateContest(values: ContestFormValues): Record<string, ContestFormErrorKey> {
  const errors: Record<string, ContestFormErrorKey> = {};
  const text = (path: string, value: string, max: number, required: boolean) => {
    if (required && value.trim() === '') errors[path] = 'required';
    else if (value.trim().length > max) errors[path] = 'too_long';
  };
  for (const language of ['en', 'ja'] as const) {
    text(`title.${language}`, values.title[language], contestLimits.title, true);
    text(`description.${language}`, values.description[language], contestLimits.description, false);
    text(`rules.${language}`, values.rules[language], contestLimits.rules, false);
  }

  // Each phase starts after the one before; results may come as soon as judging starts.
  let previous: { field: PhaseDateField; at: string } | null = null;
  for (const field of phaseDateFields) {
    const at = fromLocalInput(values[field]);
    if (!at) {
      errors[field] = values[field] === '' ? 'required' : 'date';
      previous = null;
      continue;
    }
    if (previous && (field === 'resultsAt' ? at < previous.at : at <= previous.at)) errors[field] = 'order';
    previous = { field, at };
  }

  const counts = [
    ['finalistCount', contestLimits.finalistCount],
    ['votesPerAccount', contestLimits.votesPerAccount],
    ['entriesPerCreator', contestLimits.entriesPerCreator],
  ] as const;
  for (const [field, max] of counts) if (!wholeNumber(values[field], max)) errors[field] = 'whole_number';

  if (values.prizes.length > contestLimits.prizes) errors.prizes = 'too_many_prizes';
  const finalists = wholeNumber(values.finalistCount, contestLimits.finalistCount) ? Number(values.finalistCount) : null;
  values.prizes.forEach((prize, index) => {
    const at = (key: keyof PrizeFormValues) => `prizes.${index}.${key}`;
    text(at('name'), prize.name, contestLimits.prizeName, true);
    text(at('token'), prize.token, contestLimits.prizeToken, true);
    if (!decimalAmount(prize.amount)) errors[at('amount')] = prize.amount.trim() === '' ? 'required' : 'amount';
    if (!wholeNumber(prize.winners, contestLimits.prizeWinners)) errors[at('winners')] = 'whole_number';
    // Judges award among the finalists only (docs/decisions/044-contest-data-model-and-phases.md).
    else if (prize.awardedBy === 'judges' && finalists !== null && Number(prize.winners) > finalists) errors[at('winners')] = 'winners';
  });
  return errors;
}

/** The form as the body of POST /v1/admin/contests or PUT /v1/admin/contests/{id} (a PUT replaces every field). */
export function toContestBody(values: ContestFormValues): AdminContestInput {
  const trimmed = (value: LocalizedValues) => ({ en: value.en.trim(), ja: value.ja.trim() });
  const instant = (field: PhaseDateField) => fromLocalInput(values[field]) ?? '';
  return {
    title: trimmed(values.title),
    description: trimmed(values.description),
    rules: trimmed(values.rules),
    bannerMediaId: values.banner?.id ?? null,
    allowedChains: [...new Set(values.allowedChains)],
    allowedCollectionIds: [...new Set(values.allowedCollectionIds.map(Number))],
    entriesStartAt: instant('entriesStartAt'),
    votingStartAt: instant('votingStartAt'),
    judgingStartAt: instant('judgingStartAt'),
    resultsAt: instant('resultsAt'),
    finalistCount: Number(values.finalistCount),
    votesPerAccount: Number(values.votesPerAccount),
    entriesPerCreator: Number(values.entriesPerCreator),
    prizes: values.prizes.map((prize) => ({
      name: prize.name.trim(),
      amount: prize.amount.trim(),
      token: prize.token.trim(),
      awardedBy: prize.awardedBy,
      winners: Number(prize.winners),
    })),
  };
}

/** The API's field issues (`/title/en`, `/prizes/0/amount`, `/bannerMediaId`) as the form's paths. */
export function contestServerErrors(details: unknown): Record<string, string> {
  const issues = (details as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
  if (!Array.isArray(issues)) return {};
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const parts = path.split('/').filter(Boolean);
    const formPath =
      parts[0] === 'bannerMediaId'
        ? 'banner'
        : parts[0] === 'allowedCollectionIds' || parts[0] === 'allowedChains'
          ? parts[0]
          : parts.join('.') || 'form';
    errors[formPath] ??= message;
  }
  return errors;
}
