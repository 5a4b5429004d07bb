import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListFoot, type ListState } from './load-more';
import { ScrollTable } from '../../../components/ui/scroll-table';

type AdminListTableProps = Omit<TableProps, 'children'> & {
  /** Column headings in order; null for an unlabelled one (a row's actions). */
  columns: readonly (ReactNode | null)[];
  /** Below it the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** The list's query: its foot says loading, the error, "nothing here" or offers the next page. */
  list: ListState;
  /** The table's rows (`Table.Tr`). */
  rows: readonly ReactNode[];
  /** What an empty list says; "nothing here" when absent. */
  emptyText?: string;
  'data-testid'?: string;
};

/** A console list: a table of rows under its headings, then the list's foot (docs/product.md "Operator console"). */
export function AdminListTable({ columns, minWidth, list, rows, emptyText, ...table }: AdminListTableProps) {
  return (
    <>
      <ScrollTable minWidth={minWidth}>
        <Table verticalSpacing="sm" {...table}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th key={index}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows}</Table.Tbody>
        </Table>
      </ScrollTable>
      <ListFoot list={list} empty={rows.length === 0} emptyText={emptyText} />
    </>
  );
}
