import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's spinner as a screen reader hears it: a status named "Loading" (a plain span may not
 * carry a label, axe's aria-prohibited-attr).
 */
export function LoadingIndicator(props: LoaderProps) {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={t('common.loading')} {...props} />;
}
