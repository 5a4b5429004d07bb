import { Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ListState = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** The foot of a console list: loading, its error, "nothing here" or the next page's button. */
export function ListFoot({ list, empty }: { list: ListState; empty: boolean }) {
  const { t } = useTranslation();
  if (list.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (list.isError) return <Text c="red">{list.error?.message}</Text>;
  if (empty) return <Text c="dimmed">{t('admin.empty')}</Text>;
  if (!list.hasNextPage) return null;
  return (
    <Center>
      <Button variant="light" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {t('admin.load_more')}
      </Button>
    </Center>
  );
}
