import { ActionIcon, Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  iikoPaymentTypesQuery,
  type PaymentMethodRow,
  paymentMethodsQuery,
  useSaveMapping,
} from './integrations-api.ts';

type Pair = { method: string | null; iiko: string | null };
type PairErrors = { method?: string; iiko?: string };

/** The pairs already stored: payment methods that point at one of iiko's current types. */
function storedPairs(methods: PaymentMethodRow[], iikoIds: Set<string>): Pair[] {
  const pairs = methods
    .filter((method) => method.platform === 'iiko' && method.platform_id && iikoIds.has(method.platform_id))
    .map((method) => ({ method: String(method.id), iiko: method.platform_id ?? null }));
  return pairs.length > 0 ? pairs : [{ method: null, iiko: null }];
}

/** Step 2: each of our payment methods beside the iiko payment type it is; a method or type is chosen once. */
export function IikoMappingStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const methods = useQuery(paymentMethodsQuery);
  const types = useQuery(iikoPaymentTypesQuery);
  const save = useSaveMapping();
  const [pairs, setPairs] = useState<Pair[]>();
  const [errors, setErrors] = useState<PairErrors[]>([]);

  if (methods.isPending || types.isPending) return <Text size="sm">{t('common.loading')}</Text>;
  if (methods.isError || types.isError)
    return (
      <Alert color="red" title={t('common.error')} mt="md">
        {types.error?.message ?? t('integration.load_failed')}
      </Alert>
    );
  const rows = pairs ?? storedPairs(methods.data, new Set(types.data.map((type) => type.id)));
  const setRow = (index: number, change: Partial<Pair>) =>
    setPairs(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const takenElsewhere = (index: number, key: keyof Pair) =>
    new Set(rows.filter((_, at) => at !== index).map((row) => row[key]));
  const methodOptions = (index: number) =>
    methods.data
      .filter((method) => !takenElsewhere(index, 'method').has(String(method.id)))
      .map((method) => ({ value: String(method.id), label: readTranslatable(method.name, i18n.language) }));
  const typeOptions = (index: number) =>
    types.data
      .filter((type) => !takenElsewhere(index, 'iiko').has(type.id))
      .map((type) => ({ value: type.id, label: `${type.name} (${type.paymentTypeKind})` }));
  const canAdd = rows.length < Math.min(methods.data.length, types.data.length);

  function finish() {
    const found = rows.map((row) => ({
      method: row.method ? undefined : t('messages.required'),
      iiko: row.iiko ? undefined : t('messages.required'),
    }));
    setErrors(found);
    if (found.some((row) => row.method || row.iiko)) return;
    const pairsToSave = rows.map((row) => ({
      paymentMethodId: Number(row.method),
      iiko: types.data!.find((type) => type.id === row.iiko)!,
    }));
    save.mutate({ pairs: pairsToSave, methods: methods.data! }, { onSuccess: onDone });
  }

  return (
    <Stack gap="md" mt="md">
      <Text size="sm" c="dimmed">
        {t('integration.wizard.mapping_hint')}
      </Text>
      {save.isError && (
        <Alert color="red" title={t('common.error')}>
          {t('integration.wizard.save_failed')}
        </Alert>
      )}
      {methods.data.length === 0 && <Alert color="yellow">{t('integration.wizard.no_methods')}</Alert>}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a pair is its position; rows hold no other state
        <Group key={index} align="flex-start" wrap="nowrap" gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} flex={1} spacing="sm" verticalSpacing="xs">
            <Select
              label={t('integration.wizard.payment_method')}
              data={methodOptions(index)}
              value={row.method}
              onChange={(method) => setRow(index, { method })}
              error={errors[index]?.method}
              required
              searchable
            />
            <Select
              label={t('integration.wizard.iiko_payment_type')}
              data={typeOptions(index)}
              value={row.iiko}
              onChange={(iiko) => setRow(index, { iiko })}
              error={errors[index]?.iiko}
              required
              searchable
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('integration.wizard.remove_pair', { number: index + 1 })}
            disabled={rows.length === 1}
            onClick={() => setPairs(rows.filter((_, at) => at !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={!canAdd}
          onClick={() => setPairs([...rows, { method: null, iiko: null }])}
        >
          {t('integration.wizard.add_pair')}
        </Button>
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('integration.wizard.back')}
          </Button>
          <Button onClick={finish} loading={save.isPending} disabled={methods.data.length === 0}>
            {t('integration.wizard.finish')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
