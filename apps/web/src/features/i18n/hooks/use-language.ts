import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLanguage, toLanguage, type Language } from '../../../i18n/language';

/** The current UI language and a setter that also remembers the choice for the session. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const setLanguage = useCallback(
    (language: Language) => {
      storeLanguage(language);
      void i18n.changeLanguage(language);
    },
    [i18n],
  );
  return { language: toLanguage(i18n.resolvedLanguage), setLanguage };
}
