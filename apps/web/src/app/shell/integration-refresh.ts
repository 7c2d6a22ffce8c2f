import { notifications } from '@mantine/notifications';
import type { IntegrationSetting } from '@mise/contract/settings';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';

/** Spec part 1, App shell: of the two automation systems only the first (poster) can refresh. */
export const refreshableIntegration = 'poster';
const noticeMs = 3000;

/** The integration setting's value (JSON text from the API), as far as it can be read. */
export function readIntegration(value: unknown): Partial<IntegrationSetting> {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as Partial<IntegrationSetting>;
    } catch {
      return {};
    }
  }
  return (value as Partial<IntegrationSetting> | null) ?? {};
}

/** The 'Refresh integration data' sidebar entry: shown only while an integration is active. */
export function useIntegrationRefresh() {
  const { t } = useTranslation();
  const { data: activeIntegration } = useQuery({
    queryKey: ['setting', 'integration'],
    queryFn: () =>
      api
        .get<{ item: { value: unknown } }>('/setting/integration')
        .then((body) => readIntegration(body.item?.value).active_integration ?? null),
    retry: false,
    throwOnError: false,
  });

  const refresh = useMutation({
    mutationFn: async () => {
      if (activeIntegration !== refreshableIntegration)
        throw new Error(`Cannot refresh ${activeIntegration}`);
      return api.get('/import');
    },
    onSuccess: () =>
      notifications.show({
        title: t('common.success'),
        message: t('shell.refresh_success'),
        color: 'teal',
        autoClose: noticeMs,
      }),
    onError: (error) => {
      console.error(error);
      notifications.show({
        title: t('common.error'),
        message: t('shell.something_went_wrong'),
        color: 'red',
        autoClose: noticeMs,
      });
    },
  });

  return {
    isAvailable: Boolean(activeIntegration),
    refresh: () => refresh.mutate(),
    isRefreshing: refresh.isPending,
  };
}
