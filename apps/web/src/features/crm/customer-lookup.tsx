import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ListResponse, TicketCustomer } from '@mise/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';

type Props = {
  value: TicketCustomer | null;
  onChange: (customer: TicketCustomer | null) => void;
  error?: string;
};

const labelOf = (customer: TicketCustomer) =>
  [customer.phone, [customer.first_name, customer.last_name].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');

/** Finds a customer by phone (or name) as the user types; the server searches, ten at a time. */
export function CustomerLookup({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['customer', 'lookup-by-phone', query],
    queryFn: ({ signal }) =>
      api.get<ListResponse<TicketCustomer>>('/customer', { q: query, pageSize: 10 }, { signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
  const customers = [
    ...(value ? [value] : []),
    ...(found.data?.items ?? []).filter((item) => item.id !== value?.id),
  ];
  return (
    <Select
      label={t('crm.fields.customer')}
      placeholder={t('crm.customer_placeholder')}
      data={customers.map((customer) => ({ value: String(customer.id), label: labelOf(customer) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(customers.find((customer) => String(customer.id) === id) ?? null)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={query ? t('crm.no_customer_found') : t('crm.type_phone')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
