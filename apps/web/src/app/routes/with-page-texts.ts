import { namespacesReady, pageTextsReady } from '../../i18n/i18n';
import type { TextNamespace } from '../../i18n/resources';

/**
 * A route's lazy loader that also waits for the screens' texts, and for the namespaces the screen shows
 * (`studio`: creating, operating, drops, contests), so a screen never renders its keys or waits on its
 * texts after its code. All load in parallel; after the first screen the texts are already there.
 */
export function withPageTexts<T>(load: () => Promise<T>, namespaces: readonly TextNamespace[] = []): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), pageTextsReady(), namespacesReady(namespaces)]);
    return module;
  };
}
