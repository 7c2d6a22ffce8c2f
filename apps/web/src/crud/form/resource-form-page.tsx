import { Card, Stack, Title } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { type ListSearch, listStateOf } from '../list/list-search.ts';
import { notifySuccess } from '../notify.ts';
import type { ResourceConfig } from '../resource-config.ts';
import { FormLoadState } from './form-load-state.tsx';
import { ResourceForm } from './resource-form.tsx';
import { useFormRecord } from './use-form-record.ts';

/** `/create` and `/edit/{id}` of a resource; the list's state rides along in the URL and goes back. */
export function ResourceFormPage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { id?: string };
  const listState = listStateOf(useSearch({ strict: false }) as ListSearch);
  const navigate = useNavigate();
  const id = params.id ? Number(params.id) : undefined;
  const record = useFormRecord(config, id);
  const backToList = () => navigate({ to: config.basePath as never, search: listState as never });
  const heading = t(id ? 'form.edit_title' : 'form.create_title', { item: t(config.itemKey) });

  return (
    <Stack gap="md" maw={960}>
      <Breadcrumbs
        items={[
          { label: t(config.sectionKey) },
          { label: t(config.titleKey), to: config.basePath, search: listState },
          { label: heading },
        ]}
      />
      <Title order={2}>{heading}</Title>
      <Card withBorder padding="lg" radius="md">
        {record.start ? (
          <ResourceForm
            key={id ?? 'new'}
            config={config}
            id={id}
            initialValues={record.start.values}
            schema={record.start.schema}
            onSaved={() => {
              notifySuccess(t('form.saved'));
              void backToList();
            }}
            onCancel={() => void backToList()}
          />
        ) : (
          <FormLoadState error={record.error} />
        )}
      </Card>
    </Stack>
  );
}
