import { Stack, Table, Text } from '@mantine/core';
import type { CustomerAddress } from '@mise/contract';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { countries } from '@mise/contract/reference/countries';
import { useTranslation } from 'react-i18next';

const addressColumns = ['street_number', 'flat_no', 'entrance', 'floor', 'entry_code'] as const;

function countryName(code: string, language: string) {
  const country = countries.find((candidate) => candidate.code === code);
  return country ? readTranslatable(country.name, language) : code;
}

/** A customer's addresses under the expanded list row, or 'messages.no_addresses'. */
export function CustomerAddresses({ addresses }: { addresses: unknown }) {
  const { t, i18n } = useTranslation();
  const list = Array.isArray(addresses) ? (addresses as CustomerAddress[]) : [];
  if (list.length === 0) {
    return (
      <Text c="dimmed" size="sm" py={4}>
        {t('messages.no_addresses')}
      </Text>
    );
  }
  return (
    <Stack gap={4} py={4}>
      <Text fw={600} size="sm">
        {t('fields.addresses')}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" aria-label={t('fields.addresses')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.country')}</Table.Th>
            <Table.Th>{t('fields.city')}</Table.Th>
            <Table.Th>{t('fields.street')}</Table.Th>
            {addressColumns.map((column) => (
              <Table.Th key={column}>{t(`fields.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((address) => (
            <Table.Tr key={address.id}>
              <Table.Td>{countryName(address.country, i18n.language)}</Table.Td>
              <Table.Td>{readTranslatable(address.city?.name, i18n.language)}</Table.Td>
              <Table.Td>{readTranslatable(address.street?.name, i18n.language)}</Table.Td>
              {addressColumns.map((column) => (
                <Table.Td key={column}>{address[column]}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
