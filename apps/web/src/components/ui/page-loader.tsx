import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-label={t('loading')}>
      <Loader color="violet" type="dots" />
    </Center>
  );
}
