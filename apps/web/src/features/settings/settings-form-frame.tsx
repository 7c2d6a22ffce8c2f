import { Alert, Button, Card, Group, Paper } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormLoadState } from '../../crud/form/form-load-state.tsx';
import { UnsavedChangesGuard } from '../../crud/form/unsaved-changes-guard.tsx';
import classes from './settings.module.css';
import { SettingsFormProvider } from './settings-form-context.tsx';
import type { SettingsForm } from './use-settings-form.ts';

/** The card of a settings screen: loading, the reason a save failed, the fields, a save bar that stays in view. */
export function SettingsFormFrame({ settings, children }: { settings: SettingsForm; children: ReactNode }) {
  const { t } = useTranslation();
  const hasChanges = settings.form.formState.isDirty || Object.values(settings.images).some(Boolean);
  if (!settings.isReady) {
    return (
      <Card withBorder radius="md" padding="lg">
        <FormLoadState error={settings.loadError} />
      </Card>
    );
  }
  return (
    <SettingsFormProvider settings={settings}>
      <form onSubmit={settings.submit} noValidate>
        <UnsavedChangesGuard hasUnsavedChanges={() => hasChanges} />
        {/* Paper, not Card: a Card clips its overflow, which would stop the save bar from sticking. */}
        <Paper withBorder radius="md">
          {settings.failure && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              m="lg"
              mb={0}
              role="alert"
              title={t('settings.not_saved')}
            >
              {settings.failure}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" className={classes.saveBar}>
            <Button type="submit" loading={settings.isSaving} leftSection={<IconDeviceFloppy size={18} />}>
              {t('common.save')}
            </Button>
          </Group>
        </Paper>
      </form>
    </SettingsFormProvider>
  );
}
