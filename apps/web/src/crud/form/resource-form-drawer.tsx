import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmDiscardingUnsavedChanges } from '../../app/unsaved-changes.ts';
import { notifySuccess } from '../notify.ts';
import type { ResourceConfig } from '../resource-config.ts';
import { formHeading } from './form-heading.ts';
import { FormLoadState } from './form-load-state.tsx';
import { ResourceForm } from './resource-form.tsx';
import { useFormRecord } from './use-form-record.ts';

type Props = { config: ResourceConfig; id?: number; onClose: () => void };

/** The side modal form of lists like Languages. */
export default function ResourceFormDrawer({ config, id, onClose }: Props) {
  const { t } = useTranslation();
  const record = useFormRecord(config, id);
  const heading = formHeading(t, config, id !== undefined);
  // Closing the drawer leaves the form as a route change would: unsaved changes are asked about.
  const close = async () => {
    if (await confirmDiscardingUnsavedChanges()) onClose();
  };
  return (
    <Drawer opened onClose={() => void close()} position="right" size="md" title={heading} padding="lg">
      {record.start ? (
        <ResourceForm
          key={id ?? 'new'}
          config={config}
          id={id}
          initialValues={record.start.values}
          schema={record.start.schema}
          onSaved={() => {
            notifySuccess(t('form.saved'));
            onClose();
          }}
          onCancel={() => void close()}
        />
      ) : (
        <FormLoadState error={record.error} />
      )}
    </Drawer>
  );
}
