import { Text } from '@mantine/core';
import {
  type ExpandedState,
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { Fragment, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../resource-config.ts';
import { Cell } from './cells.tsx';
import classes from './data-table.module.css';
import { cardTitleFields } from './record-name.ts';
import { type TableColumnsOptions, useTableColumns } from './table-columns.tsx';

type Props = TableColumnsOptions & { records: ResourceRecord[]; isLoading: boolean };

/** A click on the row's own text, not on a link, button or switch inside it (those do their own thing). */
const opensFromRowClick = (event: MouseEvent<HTMLTableRowElement>) =>
  !(event.target as HTMLElement).closest('a, button, input, label, [role="button"]') &&
  !window.getSelection()?.toString();

export function DataTable({ records, isLoading, ...columnOptions }: Props) {
  const { config, visibleColumns, onView } = columnOptions;
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const childField = config.children?.field;

  const columns = useTableColumns(columnOptions);

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
  const fields = visibleColumns.map((column) => column.field);
  /** The columns heading a row's card on a phone: the first shows them all, the others only to screen readers. */
  const cardTitleOf = (record: ResourceRecord) => {
    const [lead, ...rest] = cardTitleFields(fields, record, i18n.language);
    return { lead, rest, restColumns: visibleColumns.filter((column) => rest.includes(column.field)) };
  };
  const cellClass = (id: string, title: ReturnType<typeof cardTitleOf>) =>
    id === '_actions'
      ? classes.stickyEnd
      : id === '_expand'
        ? classes.expander
        : id === title.lead
          ? classes.lead
          : title.rest.includes(id)
            ? classes.titlePart
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
                          ? onView && config.formMode !== 'none'
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
          {table.getRowModel().rows.map((row) => {
            const title = cardTitleOf(row.original);
            return (
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
                      <td key={cell.id} className={cellClass(cell.column.id, title)}>
                        {label === undefined ? (
                          content
                        ) : (
                          <>
                            {/* A phone shows the rows as cards, each value beside its column's name. */}
                            <span className={classes.cardLabel} aria-hidden="true">
                              {label}
                            </span>
                            <div className={classes.cardValue}>
                              {content}
                              {cell.column.id === title.lead &&
                                title.restColumns.map((column) => (
                                  <span key={column.field} className={classes.titleRest} aria-hidden="true">
                                    {' '}
                                    <Cell column={column} record={row.original} onToggle={() => {}} />
                                  </span>
                                ))}
                            </div>
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
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
