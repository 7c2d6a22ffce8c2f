import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../option-label.ts';
import { referenceOptions, renderTreeOption } from '../reference-options.ts';
import { lookupQueryOptions } from '../resource-api.ts';
import type { SelectOption } from '../resource-config.ts';

type Props = { label: string; value: string; onChange: (value: string) => void };

function PickedValue({ data, ...props }: Props & { data: { value: string; label: string }[] }) {
  return (
    <Select
      label={props.label}
      data={data}
      value={props.value || null}
      onChange={(next) => props.onChange(next ?? '')}
      searchable
      renderOption={renderTreeOption}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** A filter on a reference picks the record by name; the filter keeps its id. */
export function ReferenceFilterValue({ resource, ...props }: Props & { resource: string }) {
  const { i18n } = useTranslation();
  const options = useQuery(lookupQueryOptions(resource));
  const data = referenceOptions(options.data ?? [], 'name', i18n.language);
  return <PickedValue data={data} {...props} />;
}

/** A filter on a coded field (a role, a country, a channel) picks the code by its translated name. */
export function OptionFilterValue({ options, ...props }: Props & { options: SelectOption[] }) {
  const optionLabel = useOptionLabel();
  const data = options.map((option) => ({ value: option.value, label: optionLabel(options, option.value) }));
  return <PickedValue data={data} {...props} />;
}
