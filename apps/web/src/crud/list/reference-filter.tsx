import { Select } from '@mantine/core';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lookupQueryOptions } from '../resource-api.ts';

type Props = { resource: string; label: string; value: string; onChange: (value: string) => void };

/** A filter on a reference picks the record by name; the filter keeps its id. */
export function ReferenceFilterValue({ resource, label, value, onChange }: Props) {
  const { i18n } = useTranslation();
  const options = useQuery(lookupQueryOptions(resource));
  const data = (options.data ?? []).map((record) => ({
    value: String(record.id),
    label: readTranslatable(record.name, i18n.language) || `#${record.id}`,
  }));
  return (
    <Select
      label={label}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** Names for the ids in applied filters: "City equals Warsaw", not "City equals 3". */
export function useReferenceNames(resources: string[]) {
  const { i18n } = useTranslation();
  const lookups = useQueries({ queries: resources.map((resource) => lookupQueryOptions(resource)) });
  return (resource: string, id: unknown) => {
    const records = lookups[resources.indexOf(resource)]?.data ?? [];
    const record = records.find((candidate) => String(candidate.id) === String(id));
    return record ? readTranslatable(record.name, i18n.language) : String(id);
  };
}
