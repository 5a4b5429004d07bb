// Vitest setup of the web project: component tests render screens outside the router, whose
// lazy loaders would otherwise bring the screens' texts (both languages, tests switch them).
import { i18n } from '../i18n';
import { loadPageTexts } from '../page-texts';

await Promise.all([loadPageTexts(i18n, 'en'), loadPageTexts(i18n, 'ja')]);
