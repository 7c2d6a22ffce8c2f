import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { referenceOptions, renderTreeOption } from '../reference-options.ts';
import { lookupQueryOptions } from '../resource-api.ts';

type Item = Record<string, unknown>;

type Props = {
  name: string;
  label: string;
  description?: string;
  resource: string;
  value: unknown;
  onChange: (value: unknown[]) => void;
  onBlur: () => void;
  /** Entries keep their own id: the form holds `[{id?, [itemKey]: id}]`, not plain ids. */
  itemKey?: string;
  /** The record being edited, left out of the choices. */
  excludeId?: number;
  emptyText?: string;
};

/** The first message under a path: the list's own, or one of its entries' (`product_bundles.1.product`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const nested of Object.values(error)) {
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}

/** Picks several records of another resource by name, with search. */
export function MultiReferenceSelect({
  name,
  label,
  description,
  resource,
  value,
  onChange,
  onBlur,
  itemKey,
  excludeId,
  emptyText,
}: Props) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const filters =
    excludeId === undefined ? undefined : [{ name: 'id', condition: 'not_equal', value: excludeId }];
  const options = useQuery(lookupQueryOptions(resource, filters));
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const idOf = (item: unknown) => Number(itemKey ? (item as Item)[itemKey] : item);
  const change = (picked: string[]) =>
    onChange(
      picked.map((text) => {
        if (!itemKey) return Number(text);
        return items.find((item) => idOf(item) === Number(text)) ?? { [itemKey]: Number(text) };
      }),
    );
  const message = firstMessage(get(errors, name));
  return (
    <MultiSelect
      label={label}
      description={description}
      data={referenceOptions(options.data ?? [], 'name', i18n.language)}
      value={items.map((item) => String(idOf(item)))}
      onChange={change}
      onBlur={onBlur}
      searchable
      renderOption={renderTreeOption}
      clearable
      hidePickedOptions
      placeholder={items.length === 0 ? emptyText : undefined}
      nothingFoundMessage="—"
      error={message ? t(message) : undefined}
      disabled={options.isPending}
    />
  );
}
