import { Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An infinite query's state; a plain query (one page) has no next page. */
export type ListState = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
};

/** The foot of a console list: loading, its error, "nothing here" or the next page's button. */
export function ListFoot({ list, empty, emptyText }: { list: ListState; empty: boolean; emptyText?: string }) {
  const { t } = useTranslation('studio');
  if (list.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (list.isError) return <Text c="red">{list.error?.message}</Text>;
  if (empty) return <Text c="dimmed">{emptyText ?? t('admin.empty')}</Text>;
  if (!list.hasNextPage || !list.fetchNextPage) return null;
  const next = list.fetchNextPage;
  return (
    <Center>
      <Button variant="light" loading={list.isFetchingNextPage} onClick={() => void next()}>
        {t('admin.load_more')}
      </Button>
    </Center>
  );
}
