import { ActionIcon, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconPencil,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
} from '@tabler/icons-react';
import {
  type ColumnDef,
  type ExpandedState,
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig, ResourceConfig, ResourceRecord } from '../resource-config.ts';
import { Cell } from './cells.tsx';
import classes from './data-table.module.css';
import { recordName } from './record-name.ts';

type Props = {
  config: ResourceConfig;
  records: ResourceRecord[];
  visibleColumns: ColumnConfig[];
  sort?: { field: string; direction: 'ASC' | 'DESC' };
  onSort: (field: string) => void;
  onEdit: (record: ResourceRecord) => void;
  onDelete: (record: ResourceRecord) => void;
  onToggle: (record: ResourceRecord, field: string, value: boolean) => void;
  isLoading: boolean;
};

function SortIcon({ direction }: { direction?: 'ASC' | 'DESC' }) {
  if (direction === 'ASC') return <IconSortAscending size={14} />;
  if (direction === 'DESC') return <IconSortDescending size={14} />;
  return <IconSelector size={14} opacity={0.5} />;
}

export function DataTable({
  config,
  records,
  visibleColumns,
  sort,
  onSort,
  onEdit,
  onDelete,
  onToggle,
  isLoading,
}: Props) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const childField = config.children?.field;
  const isExpandable = Boolean(config.renderExpanded || childField);

  const columns = useMemo<ColumnDef<ResourceRecord>[]>(() => {
    const expander: ColumnDef<ResourceRecord> = {
      id: '_expand',
      header: () => null,
      cell: ({ row }) => {
        const canExpand = config.renderExpanded ? row.depth === 0 : row.getCanExpand();
        if (!canExpand) return <span style={{ display: 'inline-block', width: 28 + row.depth * 16 }} />;
        return (
          <ActionIcon
            variant="subtle"
            ml={row.depth * 16}
            aria-label={t(row.getIsExpanded() ? 'list.collapse_row' : 'list.expand_row')}
            aria-expanded={row.getIsExpanded()}
            onClick={row.getToggleExpandedHandler()}
          >
            {row.getIsExpanded() ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        );
      },
    };
    const dataColumns = visibleColumns.map<ColumnDef<ResourceRecord>>((column) => ({
      id: column.field,
      header: () => {
        const label = t(column.labelKey);
        if (column.isSortable === false) return label;
        const direction = sort?.field === column.field ? sort.direction : undefined;
        return (
          <UnstyledButton onClick={() => onSort(column.field)} aria-label={`${t('list.sort_by')} ${label}`}>
            <Group gap={4} wrap="nowrap">
              <Text fw={600} size="sm">
                {label}
              </Text>
              <SortIcon direction={direction} />
            </Group>
          </UnstyledButton>
        );
      },
      cell: ({ row }) => (
        <Cell
          column={column}
          record={row.original}
          onToggle={(field, value) => onToggle(row.original, field, value)}
        />
      ),
    }));
    const actions: ColumnDef<ResourceRecord> = {
      id: '_actions',
      header: () => <span className="visually-hidden">{t('common.actions')}</span>,
      cell: ({ row }) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('common.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('list.edit_record', { name: recordName(row.original, i18n.language) })}
              onClick={() => onEdit(row.original)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('list.delete_record', { name: recordName(row.original, i18n.language) })}
              onClick={() => onDelete(row.original)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    };
    return [...(isExpandable ? [expander] : []), ...dataColumns, actions];
  }, [config, visibleColumns, sort, onSort, onEdit, onDelete, onToggle, isExpandable, t, i18n.language]);

  const table = useReactTable({
    data: records,
    columns,
    state: { expanded },
    onExpandedChange: setExpanded,
    getRowId: (record) => String(record.id),
    getSubRows: childField
      ? (record) => (record[childField] as ResourceRecord[] | undefined) ?? []
      : undefined,
    getRowCanExpand: config.renderExpanded ? () => true : undefined,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    manualSorting: true,
    manualPagination: true,
  });

  const columnCount = columns.length;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={isLoading}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th
                  key={header.id}
                  w={header.id === '_expand' ? 44 : header.id === '_actions' ? 90 : undefined}
                  className={header.id === '_actions' ? classes.stickyEnd : undefined}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center" py="lg">
                  {isLoading ? t('common.loading') : t('messages.no_items')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>
              <Table.Tr>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td
                    key={cell.id}
                    className={cell.column.id === '_actions' ? classes.stickyEnd : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
              {config.renderExpanded && row.getIsExpanded() && row.depth === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columnCount} bg="var(--mantine-color-default-hover)">
                    {config.renderExpanded(row.original)}
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
