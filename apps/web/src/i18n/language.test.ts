import { describe, expect, it } from 'vitest';
import { readStoredLanguage, storeLanguage } from './language';

// The browser's Storage interface over a Map: Node has no sessionStorage.
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('stored language', () => {
  it('defaults to English', () => {
    expect(readStoredLanguage(memoryStorage())).toBe('en');
  });

  it('round-trips through the `lang` key', () => {
    const storage = memoryStorage();
    storeLanguage('ja', storage);
    expect(storage.values.get('lang')).toBe('ja');
    expect(readStoredLanguage(storage)).toBe('ja');
  });

  it('ignores an unsupported stored value', () => {
    const storage = memoryStorage();
    storage.setItem('lang', 'fr');
    expect(readStoredLanguage(storage)).toBe('en');
  });
});
