// The API's Japanese error texts, loaded with the Japanese shell (resources.ts) so the first bundle, which
// starts in English, leaves them out (docs/decisions/033-first-load-javascript.md).
export { japaneseErrorMessages } from '@nft/api-contract';
