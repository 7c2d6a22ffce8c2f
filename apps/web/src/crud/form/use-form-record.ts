import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../resource-api.ts';
import type { ResourceConfig } from '../resource-config.ts';
import { recordToFormValues } from './form-payload.ts';

/** Initial values: the record's in edit mode, the defaults in create mode. */
export function useFormRecord(config: ResourceConfig, id?: number) {
  const item = useQuery({ ...itemQueryOptions(config.name, id ?? 0), enabled: id !== undefined });
  if (id === undefined) return { values: { ...config.defaults }, isLoading: false, error: null };
  if (!item.data) return { values: undefined, isLoading: item.isPending, error: item.error };
  const toValues =
    config.toFormValues ?? ((record) => recordToFormValues(record, config.fields, config.defaults));
  return { values: toValues(item.data), isLoading: false, error: null };
}
