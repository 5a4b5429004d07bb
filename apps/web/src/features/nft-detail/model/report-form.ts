import type { ReportReason } from '../api/nft-detail-schemas';
import { extraInfoMaxLength } from '@nft/api-contract';

// The API contract's limit, so the form and the server can never disagree.
export { extraInfoMaxLength };

export type ReportValues = { reason: ReportReason | ''; originalLink: string; extraInfo: string };
export type ReportErrors = Partial<Record<keyof ReportValues, { key: string; values?: Record<string, number> }>>;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The same rules the API applies, with the same messages (as i18n keys). */
export function validateReport(values: ReportValues): ReportErrors {
  const errors: ReportErrors = {};
  if (values.reason === '') errors.reason = { key: 'validation.required' };
  const link = values.originalLink.trim();
  if (link !== '' && !isWebUrl(link)) errors.originalLink = { key: 'validation.invalid_website_url' };
  if (values.extraInfo.trim().length > extraInfoMaxLength)
    errors.extraInfo = { key: 'validation.max_length', values: { max: extraInfoMaxLength } };
  return errors;
}
