import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLanguage, toLanguage, type Language } from '../../../i18n/language';
import { loadPageTexts } from '../../../i18n/page-texts';

/** The current UI language and a setter that also remembers the choice for the session. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const setLanguage = useCallback(
    (language: Language) => {
      storeLanguage(language);
      // The screen on display needs its texts in the new language before it re-renders; if they
      // cannot load, the switch still happens and those texts fall back to English.
      void loadPageTexts(i18n, language)
        .catch(() => undefined)
        .then(() => i18n.changeLanguage(language));
    },
    [i18n],
  );
  return { language: toLanguage(i18n.resolvedLanguage), setLanguage };
}
