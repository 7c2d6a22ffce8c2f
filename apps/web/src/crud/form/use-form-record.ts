import { setDefaultPhoneRegion } from '@mise/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { settingValueQuery } from '../../features/settings/settings-api.ts';
import { itemQueryOptions } from '../resource-api.ts';
import type { ResourceConfig } from '../resource-config.ts';
import { recordToFormValues } from './form-payload.ts';

export type FormStart = { values: Record<string, unknown>; schema: z.ZodObject };

/** What a form starts from: the record's values (or the defaults) and the contract's schema. */
export function useFormRecord(config: ResourceConfig, id?: number) {
  const item = useQuery({ ...itemQueryOptions(config.name, id ?? 0), enabled: id !== undefined });
  const schema = useQuery({
    queryKey: ['schema', config.name],
    queryFn: config.schema,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const country = useQuery(settingValueQuery<string | null>('country'));
  const countryCode = countryCodeOf(country.data);
  // The form normalises phone numbers as the server does: without "+" they belong to this country.
  useEffect(() => setDefaultPhoneRegion(countryCode), [countryCode]);
  const error = item.error ?? schema.error;
  if (!schema.data || country.isPending || (id !== undefined && !item.data))
    return { start: undefined, error };
  const toValues =
    config.toFormValues ?? ((record) => recordToFormValues(record, config.fields, config.defaults));
  const values = id === undefined || !item.data ? { ...config.defaults } : toValues(item.data);
  return { start: { values, schema: schema.data } satisfies FormStart, error: null };
}

/** The `country` setting travels as JSON text (`{"code":"PL",...}`). */
export function countryCodeOf(text: string | null | undefined): string | null {
  try {
    return text ? ((JSON.parse(text) as { code?: string } | null)?.code ?? null) : null;
  } catch {
    return null;
  }
}
