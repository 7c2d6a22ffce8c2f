import type { IntegrationSetting } from '@mise/contract/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { settingKeys, useSaveSettings } from '../settings/settings-api.ts';

export type IikoPaymentType = { id: string; name: string; paymentTypeKind: string };
export type PaymentMethodRow = {
  id: number;
  name: Record<string, string>;
  platform: string | null;
  platform_id: string | null;
};

/** The integration setting; `masked` names the stored credentials this user may not read. */
export type StoredIntegration = IntegrationSetting & { masked: string[] };

/**
 * The integration setting (its value travels as JSON text). Not under `['setting', 'integration']`:
 * the shell keeps only the active system's name there (integration-refresh.ts).
 */
export const integrationQuery = queryOptions({
  queryKey: [...settingKeys.one('integration'), 'whole'],
  queryFn: ({ signal }) =>
    api
      .get<{ item: { value: unknown; masked_fields?: string[] } }>('/setting/integration', undefined, {
        signal,
      })
      .then(({ item }): StoredIntegration => {
        const value = typeof item.value === 'string' ? JSON.parse(item.value) : item.value;
        const stored = value && typeof value === 'object' ? value : {};
        return { active_integration: null, fields: {}, ...stored, masked: item.masked_fields ?? [] };
      }),
});

export const iikoPaymentTypesQuery = queryOptions({
  queryKey: ['iiko', 'payment_methods'],
  queryFn: ({ signal }) => api.get<IikoPaymentType[]>('/iiko/import/payment_methods', undefined, { signal }),
  retry: false,
  staleTime: 0,
});

export const paymentMethodsQuery = queryOptions({
  queryKey: ['payment_method', 'all-for-mapping'],
  queryFn: ({ signal }) =>
    api
      .get<{ items: PaymentMethodRow[] }>('/payment_method', { skipPagination: true }, { signal })
      .then((body) => body.items),
});

export const useSaveIntegration = () => {
  const save = useSaveSettings();
  return {
    ...save,
    saveIntegration: (integration: IntegrationSetting) => save.mutateAsync({ integration }),
  };
};

export type MappingPair = { paymentMethodId: number; iiko: IikoPaymentType };

/**
 * Writes the mapping onto the payment methods (spec: the mapping update body with platform,
 * platform_id and platform_type): the mapped ones point at their iiko type, the ones mapped to
 * iiko before and not any more are cleared.
 */
export function useSaveMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pairs, methods }: { pairs: MappingPair[]; methods: PaymentMethodRow[] }) => {
      const mapped = new Set(pairs.map((pair) => pair.paymentMethodId));
      const cleared = methods.filter((method) => method.platform === 'iiko' && !mapped.has(method.id));
      await Promise.all([
        ...pairs.map((pair) =>
          api.post(`/payment_method/${pair.paymentMethodId}`, {
            platform: 'iiko',
            platform_id: pair.iiko.id,
            platform_type: pair.iiko.paymentTypeKind,
          }),
        ),
        ...cleared.map((method) =>
          api.post(`/payment_method/${method.id}`, {
            platform: null,
            platform_id: null,
            platform_type: null,
          }),
        ),
      ]);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payment_method'] }),
  });
}
