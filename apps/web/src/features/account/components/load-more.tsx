import { Alert, Button, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LoadMoreProps = { hasNextPage: boolean; isFetchingNextPage: boolean; isError: boolean; fetchNextPage: () => unknown };

/** The end of an account list: "Load more" while pages remain, a retry when one failed. */
export function LoadMore({ hasNextPage, isFetchingNextPage, isError, fetchNextPage }: LoadMoreProps) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <Alert color="red" title={t('explore.load_error')}>
        <Button variant="light" color="red" onClick={() => void fetchNextPage()}>
          {t('explore.retry')}
        </Button>
      </Alert>
    );
  }
  if (!hasNextPage) return null;
  return (
    <Center>
      <Button variant="light" loading={isFetchingNextPage} onClick={() => void fetchNextPage()} data-load-more>
        {t('explore.load_more')}
      </Button>
    </Center>
  );
}
