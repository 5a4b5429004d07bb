import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '../../../i18n/language';

/** The UI language the legal texts and guides are shown in; it follows the language switch. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
