import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { env } from '../../config/env';
import { isScreenHandle } from '../routes/screen-handle';

/** Names the tab after the deepest screen; React 19 hoists the element into <head>. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const screen = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1)?.screen;
  const title = screen && screen !== 'home' ? `${t(`screens.${screen}`)} | ${env.appName}` : env.appName;
  return <title>{title}</title>;
}
