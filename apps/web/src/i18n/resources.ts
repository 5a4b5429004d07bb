import { errorMessages } from '@nft/api-contract';
import type { ErrorCode } from '@nft/shared';
import en from './en.json';
import ja from './ja.json';
import type { Language } from './language';
import type enPages from './pages/en.json';

type ShellCatalogue = typeof en;

// The API's error texts come from the contract's one catalogue (the failure envelope says the same
// words); the shell adds the client's own (wallet, network, the spec's trading messages).
function withApiErrors(catalogue: ShellCatalogue, language: Language) {
  return { ...catalogue, errors: { ...errorMessages[language], ...catalogue.errors } };
}

// The shell's catalogues ship in the first bundle, so the first paint is in the stored language
// without a flash of English. The screens' texts (pages/*.json) load with the screens
// (page-texts.ts).
export const resources = {
  en: { translation: withApiErrors(en, 'en') },
  ja: { translation: withApiErrors(ja, 'ja') },
} as const satisfies Record<Language, { translation: ShellCatalogue }>;

/** Every key the app may use: the shell's, the API's error codes and the screens'. */
export type TranslationCatalogue = ShellCatalogue & { errors: Record<ErrorCode, string> } & typeof enPages;

/** A screen of docs/product.md (spec section 2), named by its key under `screens.` in the catalogues. */
export type ScreenKey = keyof TranslationCatalogue['screens'];
