import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import jaPages from './pages/ja.json';
import ja from './ja.json';
import { loadPageTexts } from './page-texts';
import enStudio from './studio/en.json';
import jaStudio from './studio/ja.json';

// Only English ships in the first bundle (docs/decisions/033-first-load-javascript.md); a Japanese
// instance gets its shell and screen texts from loadPageTexts, before main.tsx renders.
describe('loadPageTexts', () => {
  it('adds the Japanese shell and screen texts, with the API error texts, to an instance started without them', async () => {
    const instance = createI18n('ja');
    expect(instance.t('nav.market_place')).toBe('Market place');

    await loadPageTexts(instance, 'ja');

    expect(instance.t('nav.market_place')).toBe(ja.nav.market_place);
    expect(instance.t('explore.nfts_title')).toBe(jaPages.explore.nfts_title);
    expect(instance.t('errors.not_found')).toBe('見つかりません');
    expect(instance.t('errors.please_connect_wallet')).toBe(ja.errors.please_connect_wallet);
  });

  it('loads a language once per instance', async () => {
    const instance = createI18n('en');
    const first = loadPageTexts(instance, 'ja');
    expect(loadPageTexts(instance, 'ja')).toBe(first);
    await first;
    expect(instance.t('nav.market_place', { lng: 'ja' })).toBe(ja.nav.market_place);
  });
});

// docs/decisions/063-studio-texts-namespace.md: the creating, operating, drops and contests texts are the
// `studio` namespace, which i18next loads on demand through texts-backend.ts.
describe('the studio namespace', () => {
  it('is not there until a screen asks for it, then loads in the current language', async () => {
    const instance = createI18n('en');
    expect(instance.hasResourceBundle('en', 'studio')).toBe(false);

    await instance.loadNamespaces('studio');

    expect(instance.t('drops.not_found', { ns: 'studio' })).toBe(enStudio.drops.not_found);
  });

  it("falls back to the default namespace for the words it shares (the spec's validation texts)", async () => {
    const instance = createI18n('en');
    await instance.loadNamespaces('studio');
    expect(instance.getFixedT(null, 'studio')('validation.required')).toBe('This field is required');
  });

  it('comes in the new language before a language switch applies', async () => {
    const instance = createI18n('en');
    await instance.loadNamespaces('studio');
    expect(instance.hasResourceBundle('ja', 'studio')).toBe(false);

    await instance.changeLanguage('ja');

    expect(instance.t('drops.not_found', { ns: 'studio' })).toBe(jaStudio.drops.not_found);
    expect(instance.t('nav.market_place')).toBe(ja.nav.market_place);
  });
});
