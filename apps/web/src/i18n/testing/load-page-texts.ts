// Vitest setup of the web project: component tests render screens outside the router, whose
// lazy loaders would otherwise bring the screens' texts and the `studio` namespace (both languages:
// tests switch them).
import { i18n } from '../i18n';
import { loadPageTexts } from '../page-texts';
import studioEn from '../studio/en.json';
import studioJa from '../studio/ja.json';

await Promise.all([loadPageTexts(i18n, 'en'), loadPageTexts(i18n, 'ja')]);
i18n.addResourceBundle('en', 'studio', studioEn);
i18n.addResourceBundle('ja', 'studio', studioJa);
