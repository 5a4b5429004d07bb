import type { LocalizedText } from '@nft/api-contract';

/** A contest text in the page's language (operators write English and Japanese); English when the other is blank. */
export function localized(text: LocalizedText, language: string): string {
  return (language === 'ja' ? text.ja.trim() : '') || text.en;
}

/** A moment as the page's language writes a date and time. */
export function formatMoment(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
