import { pageTextsReady } from '../../i18n/i18n';

/**
 * A route's lazy loader that also waits for the screens' texts, so a screen never renders its
 * keys. Both load in parallel; after the first screen the texts are already there.
 */
export function withPageTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), pageTextsReady()]);
    return module;
  };
}
