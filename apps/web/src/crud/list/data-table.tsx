import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconCornerDownRight,
  IconEye,
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
import { Fragment, type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../app/on-demand/hint.tsx';
import type { ColumnConfig, ResourceConfig, ResourceRecord } from '../resource-config.ts';
import { Cell } from './cells.tsx';
import classes from './data-table.module.css';
import { cardTitleField, recordName } from './record-name.ts';

type Props = {
  config: ResourceConfig;
  records: ResourceRecord[];
  visibleColumns: ColumnConfig[];
  sort?: { field: string; direction: 'ASC' | 'DESC' };
  onSort: (field: string) => void;
  onEdit: (record: ResourceRecord) => void;
  onDelete: (record: ResourceRecord) => void;
  /** Opens the record's own screen (`hasShowScreen`): its view button and a click on the row. */
  onView?: (record: ResourceRecord) => void;
  onToggle: (record: ResourceRecord, field: string, value: boolean) => void;
  isLoading: boolean;
};

/** A click on the row's own text, not on a link, button or switch inside it (those do their own thing). */
const opensFromRowClick = (event: MouseEvent<HTMLTableRowElement>) =>
  !(event.target as HTMLElement).closest('a, button, input, label, [role="button"]') &&
  !window.getSelection()?.toString();

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
  onView,
  onToggle,
  isLoading,
}: Props) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const childField = config.children?.field;
  const isExpandable = Boolean(config.renderExpanded || childField);
  const isEditable = config.formMode !== 'none';

  const columns = useMemo<ColumnDef<ResourceRecord>[]>(() => {
    const expander: ColumnDef<ResourceRecord> = {
      id: '_expand',
      header: () => null,
      cell: ({ row }) => {
        const canExpand = config.renderExpanded ? row.depth === 0 : row.getCanExpand();
        if (!canExpand) return null;
        return (
          <ActionIcon
            variant="subtle"
            aria-label={
              childField
                ? t(row.getIsExpanded() ? 'list.hide_children' : 'list.show_children', {
                    name: recordName(row.original, i18n.language),
                  })
                : t(row.getIsExpanded() ? 'list.collapse_row' : 'list.expand_row')
            }
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
      cell: ({ row }) => {
        const cell = (
          <Cell
            column={column}
            record={row.original}
            onToggle={(field, value) => onToggle(row.original, field, value)}
          />
        );
        // In a tree the name steps in under its parent, so the nesting reads at a glance.
        if (!childField || column.field !== 'name' || row.depth === 0) return cell;
        return (
          <Group gap={6} wrap="nowrap" pl={(row.depth - 1) * 20}>
            <IconCornerDownRight size={14} className={classes.treeMark} aria-hidden />
            {cell}
          </Group>
        );
      },
    }));
    const actions: ColumnDef<ResourceRecord> = {
      id: '_actions',
      // shown: on a phone the sticky column needs its name, and sighted users scan headers too
      header: () => t('common.actions'),
      cell: ({ row }) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {onView && (
            <Hint label={t('common.view')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('list.view_record', { name: recordName(row.original, i18n.language) })}
                onClick={() => onView(row.original)}
              >
                <IconEye size={16} />
              </ActionIcon>
            </Hint>
          )}
          {isEditable && (
            <>
              <Hint label={t('common.edit')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('list.edit_record', { name: recordName(row.original, i18n.language) })}
                  onClick={() => onEdit(row.original)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Hint>
              <Hint label={t('common.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('list.delete_record', { name: recordName(row.original, i18n.language) })}
                  onClick={() => onDelete(row.original)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Hint>
            </>
          )}
        </Group>
      ),
    };
    return [...(isExpandable ? [expander] : []), ...dataColumns, actions];
  }, [
    config,
    visibleColumns,
    sort,
    onSort,
    onEdit,
    onDelete,
    onView,
    onToggle,
    isExpandable,
    isEditable,
    childField,
    t,
    i18n.language,
  ]);

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
  const labels = new Map(visibleColumns.map((column) => [column.field, t(column.labelKey)]));
  const leadField = cardTitleField(visibleColumns.map((column) => column.field));
  const cellClass = (id: string) =>
    id === '_actions'
      ? classes.stickyEnd
      : id === '_expand'
        ? classes.expander
        : id === leadField
          ? classes.lead
          : undefined;
  return (
    // A plain table styled like Mantine's: its Table component brings ScrollArea and floating-ui
    // (about 20 kB gzip) into every list's first load.
    <div className={classes.scroller}>
      <table className={classes.table} aria-busy={isLoading}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  style={{
                    width:
                      header.id === '_expand'
                        ? 44
                        : header.id === '_actions'
                          ? onView && isEditable
                            ? 124
                            : 90
                          : undefined,
                  }}
                  className={header.id === '_actions' ? classes.stickyEnd : undefined}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 && (
            <tr>
              <td colSpan={columnCount}>
                <Text c="dimmed" ta="center" py="lg">
                  {isLoading ? t('common.loading') : t('messages.no_items')}
                </Text>
              </td>
            </tr>
          )}
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>
              <tr
                className={onView ? classes.opensRecord : undefined}
                // The view button is the keyboard's way in; the click is a shortcut for the mouse.
                onClick={onView ? (event) => opensFromRowClick(event) && onView(row.original) : undefined}
              >
                {row.getVisibleCells().map((cell) => {
                  const label = labels.get(cell.column.id);
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return (
                    <td key={cell.id} className={cellClass(cell.column.id)}>
                      {label === undefined ? (
                        content
                      ) : (
                        <>
                          {/* A phone shows the rows as cards, each value beside its column's name. */}
                          <span className={classes.cardLabel} aria-hidden="true">
                            {label}
                          </span>
                          <div className={classes.cardValue}>{content}</div>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
              {config.renderExpanded && row.getIsExpanded() && row.depth === 0 && (
                <tr>
                  <td colSpan={columnCount} className={classes.expanded}>
                    {config.renderExpanded(row.original)}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
