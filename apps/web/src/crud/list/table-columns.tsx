// The columns of a resource's list as TanStack Table takes them: the expander, one per shown field
// (its header a sort button), the row actions.
import { ActionIcon, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../app/on-demand/hint.tsx';
import type { ColumnConfig, ResourceConfig, ResourceRecord } from '../resource-config.ts';
import { Cell } from './cells.tsx';
import classes from './data-table.module.css';
import { recordName } from './record-name.ts';

export type TableColumnsOptions = {
  config: ResourceConfig;
  visibleColumns: ColumnConfig[];
  sort?: { field: string; direction: 'ASC' | 'DESC' };
  onSort: (field: string) => void;
  onEdit: (record: ResourceRecord) => void;
  onDelete: (record: ResourceRecord) => void;
  /** Opens the record's own screen (`hasShowScreen`): its view button and a click on the row. */
  onView?: (record: ResourceRecord) => void;
  onToggle: (record: ResourceRecord, field: string, value: boolean) => void;
};

function SortIcon({ direction }: { direction?: 'ASC' | 'DESC' }) {
  if (direction === 'ASC') return <IconSortAscending size={14} />;
  if (direction === 'DESC') return <IconSortDescending size={14} />;
  return <IconSelector size={14} opacity={0.5} />;
}

export function useTableColumns({
  config,
  visibleColumns,
  sort,
  onSort,
  onEdit,
  onDelete,
  onView,
  onToggle,
}: TableColumnsOptions) {
  const { t, i18n } = useTranslation();
  const childField = config.children?.field;
  const isExpandable = Boolean(config.renderExpanded || childField);
  const isEditable = config.formMode !== 'none';
  return useMemo<ColumnDef<ResourceRecord>[]>(() => {
    const expander: ColumnDef<ResourceRecord> = {
      id: '_expand',
      header: () => <VisuallyHidden>{t('list.details_column')}</VisuallyHidden>,
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
      cell: ({ row }) => {
        const name = recordName(row.original, i18n.language);
        const action = (
          verb: 'view' | 'edit' | 'delete',
          icon: ReactNode,
          run: (record: ResourceRecord) => void,
        ) => (
          <Hint label={t(`common.${verb}`)}>
            <ActionIcon
              variant="subtle"
              color={verb === 'delete' ? 'red' : undefined}
              aria-label={t(`list.${verb}_record`, { name })}
              onClick={() => run(row.original)}
            >
              {icon}
            </ActionIcon>
          </Hint>
        );
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {onView && action('view', <IconEye size={16} />, onView)}
            {isEditable && action('edit', <IconPencil size={16} />, onEdit)}
            {isEditable && action('delete', <IconTrash size={16} />, onDelete)}
          </Group>
        );
      },
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
}
