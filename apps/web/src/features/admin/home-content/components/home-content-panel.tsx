import { ActionIcon, Alert, Badge, Button, Group, Image, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeSections, type AdminHomeItem, type HomeSection } from '@nft/api-contract';
import { useHomeItemMutations, useHomeItems } from '../hooks/use-home-content';
import { itemStatus, sectionSpec } from '../model/home-item-form';
import { HomeItemEditor } from './home-item-editor';
import { SegmentsRow } from '../../components/segments-row';
import { ScrollTable } from '../../../../components/ui/scroll-table';

const statusColors = { live: 'green', hidden: 'gray', scheduled: 'blue', ended: 'orange' } as const;

/** Moves one id a step up or down in a list of ids. */
function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + step, 0, id!);
  return next;
}

/**
 * The console's Home content tab (docs/product.md "Operator console: home content"): the five home sections, each
 * item with its status, reordering, editing and removal; changes show on the public home page at once.
 */
export function HomeContentPanel() {
  const { t } = useTranslation('studio');
  const [section, setSection] = useState<HomeSection>('topcollection');
  const [editing, setEditing] = useState<AdminHomeItem | 'new' | null>(null);
  const items = useHomeItems(section);
  const { save, remove, reorder } = useHomeItemMutations(section);
  const spec = sectionSpec(section);
  const list = items.data ?? [];
  const ids = list.map((item) => item.id);

  const confirmRemove = (item: AdminHomeItem) => {
    if (window.confirm(t('admin_home.remove_confirm', { name: String(item.fields[spec.label] ?? item.id) }))) remove.mutate(item.id);
  };

  return (
    <Stack gap="md" data-admin-home>
      <Group justify="space-between" wrap="wrap">
        <SegmentsRow>
          <SegmentedControl
            value={section}
            onChange={(value) => setSection(value as HomeSection)}
            data={homeSections.map((value) => ({ value, label: t(`admin_home.sections.${value}`) }))}
            data-home-sections
          />
        </SegmentsRow>
        <Button onClick={() => setEditing('new')} data-home-add>
          {t('admin_home.add')}
        </Button>
      </Group>
      {items.isPending && <Loader size="sm" />}
      {items.isError && (
        <Alert color="red" role="alert">
          {t('admin_home.load_failed')}
        </Alert>
      )}
      {(remove.isError || reorder.isError) && (
        <Alert color="red" role="alert">
          {t('admin_home.change_failed')}
        </Alert>
      )}
      {items.isSuccess && list.length === 0 && <Text c="dimmed">{t('admin_home.empty')}</Text>}
      {list.length > 0 && (
        // Scrolls inside itself on a narrow screen instead of widening the page.
        <ScrollTable minWidth={520}>
          <Table verticalSpacing="xs" striped>
            <Table.Tbody>
              {list.map((item, index) => {
                const status = itemStatus(item);
                const image = Object.values(item.images).find((media) => media);
                const name = String(item.fields[spec.label] ?? '');
                return (
                  <Table.Tr key={item.id} data-home-item={item.id}>
                    <Table.Td w={40}>
                      <Text size="sm" c="dimmed">
                        {index + 1}
                      </Text>
                    </Table.Td>
                    <Table.Td w={72}>{image ? <Image src={image.url} alt="" w={56} h={40} radius="sm" fit="cover" /> : null}</Table.Td>
                    <Table.Td>
                      <Text fw={600} size="sm" data-home-item-name>
                        {name}
                      </Text>
                      {item.likeCount !== null && (
                        <Text size="xs" c="dimmed">
                          {t('admin_home.likes', { count: item.likeCount })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[status]} variant="light" data-home-item-status={status}>
                        {t(`admin_home.status.${status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="default"
                          aria-label={t('admin_home.move_up', { name })}
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => reorder.mutate(moved(ids, index, -1))}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={t('admin_home.move_down', { name })}
                          disabled={index === list.length - 1 || reorder.isPending}
                          onClick={() => reorder.mutate(moved(ids, index, 1))}
                        >
                          ↓
                        </ActionIcon>
                        <Button size="xs" variant="default" onClick={() => setEditing(item)} data-home-edit>
                          {t('admin_home.edit')}
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => confirmRemove(item)} data-home-remove>
                          {t('admin_home.remove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {editing && (
        <HomeItemEditor
          key={`${section}-${editing === 'new' ? 'new' : editing.id}`}
          section={section}
          item={editing === 'new' ? null : editing}
          saving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            await save.mutateAsync({ id: editing === 'new' ? null : editing.id, body });
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
