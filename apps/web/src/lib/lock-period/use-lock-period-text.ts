import { useTranslation } from 'react-i18next';
import { lockDuration } from './lock-duration';

const keys = { days: 'staking.days', hours: 'staking.hours', minutes: 'staking.minutes', seconds: 'staking.seconds' } as const;

/**
 * Writes a lock period in the viewer's language with its largest whole unit ("10 minutes", "30日"), or "None". The texts
 * are the main namespace's, which every page loads, so the stake market and the operator console say it the same way.
 */
export function useLockPeriodText(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    if (seconds === 0) return t('staking.no_lock');
    const { unit, count } = lockDuration(seconds);
    return t(keys[unit], { count });
  };
}
