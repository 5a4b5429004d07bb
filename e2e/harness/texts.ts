import enShell from '../../apps/web/src/i18n/en.json';
import jaShell from '../../apps/web/src/i18n/ja.json';
import enPages from '../../apps/web/src/i18n/pages/en.json';
import jaPages from '../../apps/web/src/i18n/pages/ja.json';
import enStudio from '../../apps/web/src/i18n/studio/en.json';
import jaStudio from '../../apps/web/src/i18n/studio/ja.json';

/**
 * The web app's texts as the browser ends up with them: the shell's plus the screens', and the creating, operating,
 * drops and contests screens' (the `studio` namespace, docs/decisions/063-studio-texts-namespace.md; no section is in two).
 */
export const en = { ...enShell, ...enPages, ...enStudio };
export const ja = { ...jaShell, ...jaPages, ...jaStudio };
