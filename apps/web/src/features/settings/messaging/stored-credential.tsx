import { Button, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SettingSecret } from '../setting-inputs.tsx';
import { useSettingsFormContext } from '../settings-form-context.tsx';
import { useRemoveCredential } from './messaging-api.ts';

type Props = { name: string; description?: string; placeholder?: string };

/** A write-only credential; once stored, it can be replaced (typed) or removed (this button). */
export function StoredCredential({ name, description, placeholder }: Props) {
  const { t } = useTranslation();
  const { storedSecrets } = useSettingsFormContext();
  const remove = useRemoveCredential();
  const label = t(`settings.fields.${name}`);
  const onRemove = () => {
    if (window.confirm(t('messaging.remove_confirm', { name: label }))) remove.mutate(name);
  };
  return (
    <div>
      <SettingSecret name={name} description={description} placeholder={placeholder} />
      {storedSecrets.has(name) && (
        <Group justify="flex-end" mt={4}>
          <Button
            type="button"
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            onClick={onRemove}
            aria-label={t('messaging.remove_named', { name: label })}
          >
            {t('messaging.remove')}
          </Button>
        </Group>
      )}
    </div>
  );
}
