// Moved to @nft/api-contract (shared with the web app).
export { locales, parseLocale, type Locale } from '@nft/api-contract';
