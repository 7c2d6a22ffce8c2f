import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { Controller, type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../api/client.ts';
import { serverReasons } from '../../api/error-text.ts';
import { useResourceMutations } from '../resource-api.ts';
import type { FieldConfig, ResourceConfig, ResourceRecord } from '../resource-config.ts';
import { dependentsOf } from './dependent-fields.ts';
import { FieldInput } from './field-inputs.tsx';
import {
  omitReadOnlyValues,
  omitUnsetValues,
  type PendingFiles,
  toRequestBody,
  uploadOf,
} from './form-payload.ts';
import classes from './resource-form.module.css';
import { useSuggestedValues } from './suggested-values.ts';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

type Props = {
  config: ResourceConfig;
  id?: number;
  initialValues: Record<string, unknown>;
  schema: z.ZodObject;
  onSaved: (record: ResourceRecord) => void;
  onCancel: () => void;
};

/** Create and edit for any resource: the contract's schema validates, the server's 422 lands on fields. */
export function ResourceForm({ config, id, initialValues, schema, onSaved, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const { save } = useResourceMutations(config.name);
  const [files, setFiles] = useState<PendingFiles>({});
  const [failure, setFailure] = useState<string>();
  const form = useForm<FieldValues>({
    defaultValues: initialValues,
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
  });
  const values = form.watch();
  const suggestFrom = useSuggestedValues(form, config.fields, initialValues);
  const descriptionOf = (field: FieldConfig, isNew: boolean) => {
    if (field.isSecret && initialValues[`has_${field.name}`]) return t('form.secret_is_set');
    const key = (isNew && field.createDescriptionKey) || field.descriptionKey;
    return key ? t(key) : undefined;
  };
  const isSaved = useRef(false);
  // The server names an upload's errors after its multipart field (`video_file`): show them on the field.
  const fieldPathOf = (path: string) =>
    config.fields.find((field) => uploadOf(field)?.fileField === path)?.name ?? path;
  const isFormField = (path: string) =>
    config.fields.some((field) => field.name === fieldPathOf(path).split('.')[0]);
  // Above the form, in the user's language: what no field shows (a file too large, a row in use).
  const failureText = (error: unknown) =>
    serverReasons(i18n, error, isFormField) ??
    (isApiError(error) && Object.keys(error.errors ?? {}).length > 0
      ? t('form.check_fields')
      : isApiError(error) && error.status !== 0
        ? error.message
        : t('form.save_failed'));
  const hasChanges = form.formState.isDirty || Object.values(files).some(Boolean);
  const isLocked = id !== undefined && Boolean(config.isLocked?.(initialValues));
  const { FormAddon } = config;

  const submit = form.handleSubmit(async (parsed) => {
    setFailure(undefined);
    try {
      const response = await save.mutateAsync({
        id,
        body: toRequestBody(
          omitReadOnlyValues(
            omitUnsetValues(config.toRequestValues?.(parsed) ?? parsed, config.fields, initialValues),
            config.fields,
          ),
          config.fields,
          files,
        ),
      });
      isSaved.current = true;
      onSaved(response[config.name]);
    } catch (error) {
      // The form keeps everything typed; the server's reasons go next to the fields.
      if (isApiError(error) && error.errors) {
        for (const [path, key] of Object.entries(error.errors)) {
          form.setError(fieldPathOf(path) as Path<FieldValues>, { type: 'server', message: key });
        }
      }
      setFailure(failureText(error));
    }
  });

  return (
    // List fields (list-input.tsx) read their items' errors from the form's context.
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <UnsavedChangesGuard hasUnsavedChanges={() => hasChanges && !isSaved.current} />
        {failure && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            mb="md"
            role="alert"
            title={t('form.not_saved')}
          >
            {failure}
          </Alert>
        )}
        {/* A disabled fieldset disables every control inside it, whatever its type. */}
        <fieldset disabled={isLocked} className={classes.fieldset}>
          <Grid gap="md">
            {config.fields
              .filter((field) => !field.isVisible || field.isVisible(values))
              .map((field) => (
                <Grid.Col key={field.name} span={{ base: 12, md: field.span ?? 12 }}>
                  <Controller
                    name={field.name}
                    control={form.control}
                    render={({ field: control, fieldState }) => (
                      <FieldInput
                        field={field}
                        label={t(field.labelKey)}
                        description={descriptionOf(field, id === undefined)}
                        value={control.value}
                        values={values}
                        recordId={id}
                        onChange={(next) => {
                          control.onChange(next);
                          suggestFrom(field.name, next);
                          for (const dependent of dependentsOf(config.fields, field.name))
                            form.setValue(dependent.name, null);
                        }}
                        onBlur={control.onBlur}
                        error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                        files={files}
                        setFile={(name, file) => setFiles((current) => ({ ...current, [name]: file }))}
                      />
                    )}
                  />
                </Grid.Col>
              ))}
          </Grid>
        </fieldset>
        {FormAddon && (
          <Suspense fallback={null}>
            <FormAddon id={id} values={values} />
          </Suspense>
        )}
        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={onCancel}>
            {t(isLocked ? 'common.back' : 'common.cancel')}
          </Button>
          {!isLocked && (
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              // Pressing Save would first blur the field being edited; its error appearing or going
              // moves the button before the release, and the click is lost. Keep the focus until the
              // click: the submit checks every field anyway.
              onMouseDown={(event) => event.preventDefault()}
            >
              {t('common.save')}
            </Button>
          )}
        </Group>
      </form>
    </FormProvider>
  );
}
