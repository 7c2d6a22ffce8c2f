import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lookupQueryOptions } from '../resource-api.ts';

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
