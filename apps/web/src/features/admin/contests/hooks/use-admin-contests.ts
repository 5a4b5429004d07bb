import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/toast';
import {
  adminContestKeys,
  getAdminContestEntries,
  getAdminContests,
  getContestTally,
  getRankedEntries,
  type AdminEntryFilter,
} from '../api/admin-contests-api';
import { contactsCsv, contactsCsvFileName } from '../model/contacts-csv';

/** Every contest, any phase, with its entry counts and the standings as they are now. */
export function useAdminContests() {
  return useQuery({ queryKey: adminContestKeys.list, queryFn: ({ signal }) => getAdminContests(signal) });
}

/** A contest's entries with contact data, fetched only while the operator has the Entries view open. */
export function useAdminContestEntries(id: number, status: AdminEntryFilter) {
  return useQuery({ queryKey: adminContestKeys.entries(id, status), queryFn: ({ signal }) => getAdminContestEntries(id, status, signal) });
}

export function useContestTally(id: number) {
  return useQuery({ queryKey: adminContestKeys.tally(id), queryFn: ({ signal }) => getContestTally(id, signal) });
}

/** The entries the finalists come from (names and pictures, no contact data). */
export function useRankedEntries(id: number, count: number) {
  return useQuery({ queryKey: adminContestKeys.ranked(id, count), queryFn: ({ signal }) => getRankedEntries(id, count, signal) });
}

/** Downloads every entry's contact data as CSV (model/contacts-csv.ts); the read is audited like the table's. */
export function useExportContacts(id: number) {
  const { t } = useTranslation('studio');
  return useMutation({
    mutationFn: async () => {
      const { items } = await getAdminContestEntries(id, 'all');
      const csv = contactsCsv(items, window.location.origin);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = contactsCsvFileName(id);
      link.click();
      URL.revokeObjectURL(url);
      return items.length;
    },
    onSuccess: (count) => toast.success({ message: t('admin_contests.exported', { count }) }),
    onError: (error) => toast.error({ message: error.message }),
  });
}
