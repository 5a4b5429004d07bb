import { useTranslation } from 'react-i18next';
import { CssHint } from './ui/css-hint';

/** The verified tick next to a collection's name. */
export function VerifiedMark() {
  const { t } = useTranslation();
  return (
    <CssHint label={t('explore.verified')} describes={false}>
      <svg width="16" height="16" viewBox="0 0 24 24" role="img" aria-label={t('explore.verified')} data-verified style={{ flexShrink: 0 }}>
        <circle cx="12" cy="12" r="11" fill="var(--mantine-color-blue-6)" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="white" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </CssHint>
  );
}
