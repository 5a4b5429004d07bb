import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { activityEventGroups, parseEventGroups, type ActivityEventGroup } from '../lib/activity-event-groups';

const param = 'event';

/** The event types picked in the URL (`?event=sales&event=transfers`), so a filtered history can be linked to. */
export function useActivityEventGroups(): [ActivityEventGroup[], (groups: ActivityEventGroup[]) => void] {
  const [params, setParams] = useSearchParams();
  const groups = parseEventGroups(params.getAll(param));
  const setGroups = (next: ActivityEventGroup[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(param);
        for (const group of next) updated.append(param, group);
        return updated;
      },
      { replace: true },
    );
  return [groups, setGroups];
}

/** Chips that narrow a history to event types (sales, listings, offers, transfers, mints); none picked is every event. */
export function ActivityEventFilter({
  value,
  onChange,
}: {
  value: ActivityEventGroup[];
  onChange: (groups: ActivityEventGroup[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Chip.Group multiple value={value} onChange={(groups) => onChange(parseEventGroups(groups))}>
      <Group gap="xs" role="group" aria-label={t('activity.filter.label')} data-activity-filter>
        {(Object.keys(activityEventGroups) as ActivityEventGroup[]).map((group) => (
          <Chip key={group} value={group} size="sm" variant="outline" data-activity-filter-group={group}>
            {t(`activity.filter.${group}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
