import { zodResolver } from '@hookform/resolvers/zod';
import { buildSettingsFormSchema, type SettingName } from '@mise/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { serverReasons } from '../../api/error-text.ts';
import { notifySuccess } from '../../crud/notify.ts';
import { settingsListQuery, useSaveSettings } from './settings-api.ts';
import {
  findStoredSecrets,
  type PendingImages,
  type SettingsFormValues,
  toFormValues,
  toSettingsBody,
} from './settings-form-values.ts';

/** Only these settings hold nested inputs of their own; other errors land on the setting itself. */
const nestedErrorNames = new Set(['working_days']);

/**
 * One settings screen's form: loads the stored settings, validates with the contract's schemas and
 * rules, saves, and reloads whenever the stored settings change (unless the user is editing).
 */
export function useSettingsForm(names: SettingName[], onFailedFields?: (paths: string[]) => void) {
  const { t, i18n } = useTranslation();
  const query = useQuery(settingsListQuery);
  const save = useSaveSettings();
  const [images, setImages] = useState<PendingImages>({});
  const [failure, setFailure] = useState<string>();
  const storedSecrets = useMemo(() => findStoredSecrets(query.data ?? []), [query.data]);
  const schema = useMemo(() => buildSettingsFormSchema(names, storedSecrets), [names, storedSecrets]);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolver: Resolver<SettingsFormValues> = (values, context, options) =>
    zodResolver(schemaRef.current as never)(values, context, options as never) as never;
  const form = useForm<SettingsFormValues>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [isReady, setReady] = useState(false);
  const { isDirty } = form.formState;

  useEffect(() => {
    if (!query.data || (isReady && isDirty)) return;
    form.reset(toFormValues(query.data, names));
    setReady(true);
  }, [query.data, names, form, isReady, isDirty]);

  const reportFields = (paths: string[]) => {
    if (paths.length > 0) onFailedFields?.(paths);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(undefined);
      try {
        const response = await save.mutateAsync(toSettingsBody(values, names, images, storedSecrets));
        setImages({});
        form.reset(toFormValues(response.items, names));
        notifySuccess(t('messages.settings_has_been_saved'));
      } catch (error) {
        // The form keeps what was typed; the reasons go under the fields and above the form.
        const errors = isApiError(error) ? (error.errors ?? {}) : {};
        for (const [path, key] of Object.entries(errors)) {
          const [name] = path.split('.');
          form.setError(nestedErrorNames.has(name) ? path : name, { type: 'server', message: key });
        }
        reportFields(Object.keys(errors));
        setFailure(
          isApiError(error, 422)
            ? t('settings.check_fields')
            : (serverReasons(i18n, error) ??
                (isApiError(error) && error.status !== 0 ? error.message : t('settings.save_failed'))),
        );
      }
    },
    (errors: FieldErrors) => reportFields(Object.keys(errors)),
  );

  return {
    form,
    submit,
    failure,
    images,
    setImage: (name: string, file: File | undefined) =>
      setImages((current) => ({ ...current, [name]: file })),
    storedSecrets,
    isReady,
    loadError: query.error,
    isSaving: save.isPending,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
