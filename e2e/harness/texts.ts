import enShell from '../../apps/web/src/i18n/en.json';
import jaShell from '../../apps/web/src/i18n/ja.json';
import enPages from '../../apps/web/src/i18n/pages/en.json';
import jaPages from '../../apps/web/src/i18n/pages/ja.json';

/** The web app's texts as the browser ends up with them: the shell's plus the screens'. */
export const en = { ...enShell, ...enPages };
export const ja = { ...jaShell, ...jaPages };
