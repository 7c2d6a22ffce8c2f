import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type IikoPaymentType, iikoConnectionFields } from '@mise/contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../api/client.ts';
import { useSaveSettings } from '../settings/settings-api.ts';
import { iikoPaymentTypesQuery, type StoredIntegration } from './integrations-api.ts';

const credentialFields = [...iikoConnectionFields, 'iiko_terminal_id'] as const;
type CredentialField = (typeof credentialFields)[number];

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Step 1: where iiko is and who Mise is there; Next checks them with iiko, then saves them. */
export function IikoCredentialsStep({ stored, onDone }: { stored: StoredIntegration; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saveSettings = useSaveSettings();
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(credentialFields.map((name) => [name, textOf(stored.fields[name])])) as Record<
        CredentialField,
        string
      >,
  );
  const [errors, setErrors] = useState<Partial<Record<CredentialField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  // A login this user may not read stays stored when left empty (unless the address changes).
  const isLoginKept = (name: CredentialField) =>
    name === 'iiko_api_login' &&
    stored.masked.includes(name) &&
    values.iiko_api_url === textOf(stored.fields.iiko_api_url);

  async function next(event: FormEvent) {
    event.preventDefault();
    const missing = credentialFields.filter((name) => !values[name].trim() && !isLoginKept(name));
    setErrors(Object.fromEntries(missing.map((name) => [name, t('messages.required')])));
    setFailure(undefined);
    if (missing.length > 0) return;
    setBusy(true);
    try {
      const entered = Object.fromEntries(
        credentialFields.map((name) => [name, values[name].trim() || (isLoginKept(name) ? null : '')]),
      );
      const fields = { ...stored.fields, ...entered };
      // Checked with iiko first: settings iiko refuses are never saved (nor shown as connected).
      const paymentTypes = await api.post<IikoPaymentType[]>('/iiko/check', { fields });
      await saveSettings.mutateAsync({ integration: { active_integration: 'iiko', fields } });
      queryClient.setQueryData(iikoPaymentTypesQuery.queryKey, paymentTypes);
      onDone();
    } catch (error) {
      const fieldErrors = isApiError(error) ? (error.errors ?? {}) : {};
      const byField = Object.entries(fieldErrors).filter(([key]) => key.startsWith('integration.fields.'));
      setErrors(
        Object.fromEntries(
          byField.map(([key, message]) => [key.replace('integration.fields.', ''), t(message)]),
        ),
      );
      setFailure(
        isApiError(error) && error.errors?.integration ? error.message : t('integration.wizard.save_failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={next} noValidate>
      <Stack gap="md" mt="md">
        <Text size="sm" c="dimmed">
          {t('integration.wizard.credentials_hint')}
        </Text>
        {failure && (
          <Alert color="red" title={t('integration.wizard.check_failed')}>
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {credentialFields.map((name) => (
            <TextInput
              key={name}
              label={t(`integration.fields.${name}`)}
              required={!isLoginKept(name)}
              value={values[name]}
              placeholder={isLoginKept(name) ? t('integration.wizard.login_kept') : undefined}
              error={errors[name]}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setValues((current) => ({ ...current, [name]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isBusy}>
            {t('integration.wizard.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
