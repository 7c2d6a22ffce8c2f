import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../app/loading-indicator.tsx';

/** While the integration setting loads, a spinner; when it cannot be read, saying so. */
export function IntegrationLoadState({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  const { t } = useTranslation();
  if (isPending) return <LoadingIndicator size="sm" />;
  if (!isError) return null;
  return (
    <Alert color="red" title={t('common.error')}>
      {t('integration.load_failed')}
    </Alert>
  );
}
