import type { PaymentMethod } from '@mise/contract';
import type { IikoPaymentType, IntegrationSetting } from '@mise/contract/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { readIntegration } from '../../app/shell/integration-refresh.ts';
import { settingKeys } from '../settings/settings-api.ts';

export type PaymentMethodRow = Pick<PaymentMethod, 'id' | 'name' | 'platform' | 'platform_id'>;

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
      .then(
        ({ item }): StoredIntegration => ({
          active_integration: null,
          fields: {},
          ...readIntegration(item.value),
          masked: item.masked_fields ?? [],
        }),
      ),
});

export const iikoPaymentTypesQuery = queryOptions({
  queryKey: ['iiko', 'payment_methods'],
  queryFn: ({ signal }) => api.get<IikoPaymentType[]>('/iiko/import/payment_methods', undefined, { signal }),
  retry: false,
  // The wizard's Next leaves the check's answer here; the mapping step uses it as it is.
  staleTime: 60_000,
});

export const paymentMethodsQuery = queryOptions({
  queryKey: ['payment_method', 'all-for-mapping'],
  queryFn: ({ signal }) =>
    api
      .get<{ items: PaymentMethodRow[] }>('/payment_method', { skipPagination: true }, { signal })
      .then((body) => body.items),
});

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
