import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { referenceOptions, renderTreeOption } from '../reference-options.ts';
import { lookupQueryOptions } from '../resource-api.ts';
import { withoutSubtree } from '../tree-records.ts';

type Props = {
  label: string;
  description?: string;
  resource: string;
  labelField?: string;
  filters?: unknown[];
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  error?: string;
  isRequired?: boolean;
  /** Nothing to choose yet (e.g. streets before a city is picked): no call, no choices. */
  isDisabled?: boolean;
  /** Why there is nothing to choose yet, shown while disabled ("Choose a city first"). */
  waitingHintKey?: string;
  /** The record being edited: neither it nor (in a tree) its descendants are offered. */
  excludeSubtreeOf?: number;
};

/** Picks one record of another resource by its name; the form keeps the id. */
export function ReferenceSelect({
  label,
  description,
  resource,
  labelField = 'name',
  filters,
  value,
  onChange,
  error,
  isRequired,
  isDisabled,
  waitingHintKey,
  excludeSubtreeOf,
}: Props) {
  const { t, i18n } = useTranslation();
  const options = useQuery({ ...lookupQueryOptions(resource, filters), enabled: !isDisabled });
  const records = options.data ?? [];
  const offered = excludeSubtreeOf === undefined ? records : withoutSubtree(records, excludeSubtreeOf);
  const data = referenceOptions(offered, labelField, i18n.language);
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value == null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
      renderOption={renderTreeOption}
      clearable={!isRequired}
      required={isRequired}
      error={error}
      disabled={options.isPending}
      placeholder={isDisabled && waitingHintKey ? t(waitingHintKey) : undefined}
      nothingFoundMessage="—"
    />
  );
}
