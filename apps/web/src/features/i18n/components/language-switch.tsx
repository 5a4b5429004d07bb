import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, toLanguage } from '../../../i18n/language';
import { useLanguage } from '../hooks/use-language';

/** English / 日本語 toggle; each label is written in its own language so anyone can find theirs. */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size="xs"
      radius="xl"
      fullWidth={fullWidth}
      value={language}
      onChange={(value) => setLanguage(toLanguage(value))}
      data={languages.map((value) => ({ value, label: t(`language.${value}`) }))}
    />
  );
}
