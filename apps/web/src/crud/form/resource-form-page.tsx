import { Card, Stack, Title } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import { type ListSearch, listStateOf } from '../list/list-search.ts';
import { notifySuccess } from '../notify.ts';
import type { ResourceConfig } from '../resource-config.ts';
import { formHeading } from './form-heading.ts';
import { FormLoadState } from './form-load-state.tsx';
import { parseRecordId } from './record-id.ts';
import { ResourceForm } from './resource-form.tsx';
import { useFormRecord } from './use-form-record.ts';

/** `/create` and `/edit/{id}` of a resource; the list's state rides along in the URL and goes back. */
export function ResourceFormPage({ config }: { config: ResourceConfig }) {
  const params = useParams({ strict: false }) as { id?: string };
  const id = parseRecordId(params.id);
  // `/edit/abc` and an id that is not (any more) stored are not a form, least of all a create form.
  if (params.id !== undefined && id === undefined) return <NotFoundPage />;
  return <FormPage key={id ?? 'new'} config={config} id={id} />;
}

function FormPage({ config, id }: { config: ResourceConfig; id?: number }) {
  const { t } = useTranslation();
  const listState = listStateOf(useSearch({ strict: false }) as ListSearch);
  const navigate = useNavigate();
  const record = useFormRecord(config, id);
  if (isApiError(record.error, 404)) return <NotFoundPage />;
  const backToList = () => navigate({ to: config.basePath as never, search: listState as never });
  const heading = formHeading(t, config, id !== undefined);

  return (
    <Stack gap="md" maw={960}>
      <Breadcrumbs
        items={[
          { label: t(config.sectionKey) },
          { label: t(config.titleKey), to: config.basePath, search: listState },
          { label: heading },
        ]}
      />
      <Title order={1} size="h2">
        {heading}
      </Title>
      <Card withBorder padding="lg" radius="md">
        {record.start ? (
          <ResourceForm
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
