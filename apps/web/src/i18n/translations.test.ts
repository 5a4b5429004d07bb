import { errorMessages } from '@nft/api-contract';
import { errorCodes, type ErrorCode } from '@nft/shared';
import { resources, shellLoaders } from './resources';
import type { RouteObject } from 'react-router';
import { appRoutes } from '../app/route-table';
import { isScreenHandle } from '../app/routes/screen-handle';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

// Read from disk: the imported JSON modules are the i18n store's own objects, into which the
// test setup has merged the screens' texts.
const read = (file: string): Tree => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Tree;
const en = read('./en.json');
const ja = read('./ja.json');
const enPages = read('./pages/en.json');
const jaPages = read('./pages/ja.json');
const enStudio = read('./studio/en.json');
const jaStudio = read('./studio/ja.json');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = flatten({ ...en, ...enPages, ...enStudio });
const japanese = flatten({ ...ja, ...jaPages, ...jaStudio });

describe('translation catalogues', () => {
  it('keep the shell, the screens and the studio namespace apart (a section lives in one file, or one would hide the other)', () => {
    for (const [shell, pages, studio] of [
      [en, enPages, enStudio],
      [ja, jaPages, jaStudio],
    ] as const) {
      expect(Object.keys(shell).filter((section) => section in pages || section in studio)).toEqual([]);
      expect(Object.keys(pages).filter((section) => section in studio)).toEqual([]);
    }
  });

  it('have exactly the same keys', () => {
    expect([...japanese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...english, ...japanese]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, text] of english) expect(placeholders(japanese.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('translate every API error code, with the words of the API contract, in both languages', async () => {
    const shells = { en: resources.en.translation, ja: await shellLoaders.ja!() };
    for (const code of Object.keys(errorCodes) as ErrorCode[]) {
      for (const language of ['en', 'ja'] as const) {
        const text = shells[language].errors[code];
        expect(text?.trim(), `${language} ${code}`).toBeTruthy();
        expect(text).toBe(errorMessages[language][code]);
      }
    }
    // The shell never repeats an API code's text: the contract is its one source.
    for (const code of Object.keys(errorCodes)) expect(english.has(`errors.${code}`), code).toBe(false);
  });

  it("keep the spec's own wording for the messages it quotes", () => {
    expect(resources.en.translation.errors.token_expired).toBe(
      'The authentication has expired. Please re-sign and click the button again.',
    );
    expect(english.get('errors.please_connect_wallet')).toBe('Please connect wallet');
    expect(english.get('validation.length')).toBe('Length should be {{min}} to {{max}}.');
    expect(english.get('validation.required')).toBe('This field is required');
    expect(resources.en.translation.errors.unsupported_chain).toBe('unexpected: unsupported chain');
    expect(resources.en.translation.errors.unsupported_wallet).toBe('unexpected: unsupported wallet');
  });

  it('title exactly the screens the route table opens (the 22 of the spec, the guides, the operator console, the batch migration form, the create-drop form, the watchlist, the notifications and the 404 page), in both languages', () => {
    const screens = (routes: RouteObject[]): string[] =>
      routes.flatMap((route) => [...(isScreenHandle(route.handle) ? [route.handle.screen] : []), ...screens(route.children ?? [])]);
    const routed = [...new Set(screens(appRoutes))].sort();
    expect(routed).toHaveLength(29);
    for (const texts of [english, japanese]) {
      const titled = [...texts.keys()].filter((key) => key.startsWith('screens.')).map((key) => key.slice('screens.'.length));
      expect(titled.sort()).toEqual(routed);
      for (const screen of routed) expect(texts.get(`screens.${screen}`)?.trim(), screen).toBeTruthy();
    }
  });
});
