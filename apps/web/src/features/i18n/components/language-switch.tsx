import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, toLanguage } from '../../../i18n/language';
import { useLanguage } from '../hooks/use-language';
import classes from './language-switch.module.css';

/**
 * English / 日本語 toggle; each label is written in its own language so anyone can find theirs. A radio group
 * (arrow keys move between the two, as in any radio group) drawn by CSS: the UI kit's segmented control measured
 * its indicator's position on every render of the header, a long task on a phone (docs/decisions/033-first-load-javascript.md).
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('language.label')} className={classes.root} data-full-width={fullWidth || undefined}>
      {languages.map((value) => (
        <label key={value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={value}
            checked={language === value}
            onChange={(event) => setLanguage(toLanguage(event.currentTarget.value))}
          />
          <span className={classes.label}>{t(`language.${value}`)}</span>
        </label>
      ))}
    </div>
  );
}
