import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { Filter } from '@mise/contract';
import { IconChevronDown, IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { ItemMenu } from '../../app/on-demand/item-menu.tsx';
import { notifyFailure, notifySuccess } from '../notify.ts';
import { listQueryOptions, useResourceMutations } from '../resource-api.ts';
import { quickFormConfig, type ResourceConfig, type ResourceRecord } from '../resource-config.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { DataTable } from './data-table.tsx';
import { exportCsv } from './export-csv.ts';
import { FilterBuilder } from './filter-builder.tsx';
import { filterKindsOf } from './filter-kinds.ts';
import { ResourceFormDrawer, usePrefetchOnIntent } from './form-screens.ts';
import { type ListSearch, listStateOf, toListQuery } from './list-search.ts';
import { PaginationBar } from './pagination-bar.tsx';
import { SearchBox } from './search-box.tsx';
import { useHiddenColumns } from './use-hidden-columns.ts';

export function ResourceListPage({ config }: { config: ResourceConfig }) {
  const { t, i18n } = useTranslation();
  const search = useSearch({ strict: false }) as ListSearch;
  const navigate = useNavigate();
  const { hidden, toggle: toggleColumn } = useHiddenColumns(config.gridId);
  const baseQuery = toListQuery(search, config.defaultSort);
  // A tree lists its top-level rows (children nested in them); a search or filter finds rows at any depth.
  const isNarrowed = Boolean(baseQuery.q || baseQuery.filters?.length);
  const query =
    config.children && !isNarrowed
      ? { ...baseQuery, filters: [...(baseQuery.filters ?? []), ...config.children.topLevelFilter] }
      : baseQuery;
  const list = useQuery(listQueryOptions(config.name, query));
  const { remove, toggle } = useResourceMutations(config.name);
  const prefetchForms = usePrefetchOnIntent(config);

  const setSearch = useCallback(
    (change: Partial<ListSearch>) =>
      navigate({ to: config.basePath as never, search: { ...search, ...change } as never, replace: false }),
    [navigate, config.basePath, search],
  );

  // Drawer forms, or the quick form beside a full page (which opens only new records).
  const drawerConfig =
    config.formMode === 'drawer'
      ? config
      : config.quickForm && search.form === 'new'
        ? quickFormConfig(config)
        : undefined;

  const openForm = (record?: ResourceRecord) => {
    if (config.formMode === 'drawer') return setSearch({ form: record ? record.id : 'new' });
    const to = record ? `${config.basePath}/edit/${record.id}` : `${config.basePath}/create`;
    return navigate({ to: to as never, search: listStateOf(search) as never });
  };

  const openRecord = (record: ResourceRecord) =>
    navigate({ to: `${config.basePath}/show/${record.id}` as never, search: listStateOf(search) as never });

  const sortBy = (field: string) => {
    const isSame = search.sort === field;
    setSearch({ sort: field, dir: isSame && search.dir !== 'DESC' ? 'DESC' : 'ASC', page: 0 });
  };

  const deleteRecord = (record: ResourceRecord) => {
    if (!window.confirm(t('messages.delete_confirm'))) return;
    remove.mutate(record.id, {
      onSuccess: () => notifySuccess(t('messages.deleted')),
      onError: (error) => notifyFailure(error, t('list.delete_failed')),
    });
  };

  const exportList = () =>
    exportCsv(config.name, query, i18n.resolvedLanguage ?? i18n.language).catch((error) =>
      notifyFailure(error, t('list.export_failed')),
    );

  const toggleFlag = (record: ResourceRecord, field: string, value: boolean) =>
    toggle.mutate(
      { id: record.id, field, value },
      { onError: (error) => notifyFailure(error, t('list.save_failed')) },
    );

  const labelOf = (field: string) => {
    const column = config.columns.find((candidate) => candidate.field === field);
    return column ? t(column.labelKey) : t(`fields.${field}`, { defaultValue: field.replace(/_/g, ' ') });
  };

  const visibleColumns = config.columns.filter((column) => !hidden.includes(column.field));
  const sort = search.sort ? { field: search.sort, direction: search.dir ?? 'ASC' } : config.defaultSort;
  const title = t(config.titleKey);

  return (
    <Stack gap="md" onPointerOver={prefetchForms} onFocusCapture={prefetchForms}>
      <Breadcrumbs items={[{ label: t(config.sectionKey) }, { label: title }]} />
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <ItemMenu
          trigger={<Button rightSection={<IconChevronDown size={16} />}>{t('common.actions')}</Button>}
          items={[
            ...(config.formMode === 'none'
              ? []
              : [
                  {
                    key: 'create',
                    label: t('common.create'),
                    leftSection: <IconPlus size={16} />,
                    onClick: () => openForm(),
                  },
                ]),
            ...(config.quickForm
              ? [
                  {
                    key: 'quick-create',
                    label: t('list.quick_create'),
                    leftSection: <IconPlus size={16} />,
                    onClick: () => setSearch({ form: 'new' }),
                  },
                ]
              : []),
            {
              key: 'export',
              label: t('list.export_csv'),
              leftSection: <IconDownload size={16} />,
              onClick: exportList,
            },
            ...(config.listActions ?? []).map((action) => ({
              key: action.key,
              label: t(action.labelKey),
              leftSection: <IconFileImport size={16} />,
              onClick: () => void navigate({ to: action.to as never }),
            })),
          ]}
        />
      </Group>
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between" align="flex-start" mb="sm" gap="sm" wrap="nowrap">
          {/* On a phone the search shares its line with the filter and column buttons. */}
          <Group gap="sm" flex={1} miw={0}>
            <SearchBox value={search.q ?? ''} onSearch={(q) => setSearch({ q: q || undefined, page: 0 })} />
            <FilterBuilder
              filterable={list.data?.filterable ?? []}
              filters={search.filters ?? []}
              labelOf={labelOf}
              onChange={(filters: Filter[]) =>
                setSearch({ filters: filters.length ? filters : undefined, page: 0 })
              }
              kindOf={filterKindsOf(config)}
            />
          </Group>
          <ColumnChooser columns={config.columns} hidden={hidden} onToggle={toggleColumn} />
        </Group>
        <DataTable
          config={config}
          records={list.data?.items ?? []}
          visibleColumns={visibleColumns}
          sort={sort}
          onSort={sortBy}
          onEdit={openForm}
          onDelete={deleteRecord}
          onView={config.hasShowScreen ? openRecord : undefined}
          onToggle={toggleFlag}
          // Busy also while the previous page's rows stand in for a new page, sort or filter.
          isLoading={list.isPending || list.isPlaceholderData}
        />
        {list.data && (
          <PaginationBar
            pagination={list.data.pagination}
            onPage={(page) => setSearch({ page })}
            onSize={(size) => setSearch({ size, page: 0 })}
          />
        )}
      </Card>
      {drawerConfig && search.form !== undefined && (
        <Suspense fallback={null}>
          <ResourceFormDrawer
            config={drawerConfig}
            id={search.form === 'new' ? undefined : search.form}
            onClose={() => setSearch({ form: undefined })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
