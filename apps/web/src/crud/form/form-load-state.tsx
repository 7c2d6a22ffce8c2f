import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';

/** What a form shows while its record loads, or when it cannot. */
export function FormLoadState({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Alert color="red" title={t('common.error')}>
      {isApiError(error, 404) ? t('form.not_found') : t('form.load_failed')}
    </Alert>
  );
}
