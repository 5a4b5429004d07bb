import { englishErrorMessages } from '@nft/api-contract';
import type { ErrorCode } from '@nft/shared';
import en from './en.json';
import type { Language } from './language';
import type enPages from './pages/en.json';
import type enStudio from './studio/en.json';

type ShellCatalogue = typeof en;

// The API's error texts come from the contract's one catalogue (the failure envelope says the same
// words); the shell adds the client's own (wallet, network, the spec's trading messages).
export function withApiErrors(catalogue: ShellCatalogue, apiErrors: Record<ErrorCode, string>) {
  return { ...catalogue, errors: { ...apiErrors, ...catalogue.errors } };
}

// The English shell catalogue ships in the first bundle: a visit starts in English (the language
// choice lives in session storage), so the first paint needs no further request. The Japanese shell
// loads with the Japanese screens' texts, on a switch or before the first render of a session that
// chose it (page-texts.ts, main.tsx); the screens' texts (pages/*.json) load with the screens.
// docs/decisions/033-first-load-javascript.md.
export const resources = {
  en: { translation: withApiErrors(en, englishErrorMessages) },
} as const satisfies Partial<Record<Language, { translation: ShellCatalogue }>>;

/** The shell catalogue of a language that is not bundled, with the API's error texts. */
export const shellLoaders: Partial<Record<Language, () => Promise<ReturnType<typeof withApiErrors>>>> = {
  ja: () =>
    Promise.all([import('./ja.json'), import('./japanese-api-errors')]).then(([shell, api]) =>
      withApiErrors(shell.default, api.japaneseErrorMessages),
    ),
};

/** Every key the app may use: the shell's, the API's error codes and the screens'. */
export type TranslationCatalogue = ShellCatalogue & { errors: Record<ErrorCode, string> } & typeof enPages;

/** A screen of docs/product.md (spec section 2), named by its key under `screens.` in the catalogues. */
export type ScreenKey = keyof TranslationCatalogue['screens'];

/** The creating, operating, drops and contests screens' texts: their own namespace, loaded with those screens (texts-backend.ts). */
export type StudioCatalogue = typeof enStudio;

/** A namespace a route may load with its screen, beyond the default one. */
export type TextNamespace = 'studio';
