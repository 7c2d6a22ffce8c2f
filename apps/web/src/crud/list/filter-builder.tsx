import { ActionIcon, Badge, Button, Group, Popover, Select, Stack, Tooltip } from '@mantine/core';
import type { Filter, FilterableField } from '@mise/contract';
import { valuelessConditions } from '@mise/contract/lite/list-constants';
import { IconFilter, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterDescription } from './filter-description.ts';
import { conditionsOf, type FilterKind } from './filter-kinds.ts';
import { OptionFilterValue, ReferenceFilterValue } from './reference-filter.tsx';

// The value inputs (number, date) load when the filter popover first opens, not with the list.
const FilterValueInput = lazy(() =>
  import('./filter-value-input.tsx').then((module) => ({ default: module.FilterValueInput })),
);

type Props = {
  filterable: FilterableField[];
  filters: Filter[];
  labelOf: (field: string) => string;
  onChange: (filters: Filter[]) => void;
  /** How each field's value is picked (filter-kinds.ts): by name, by translated code, or typed. */
  kindOf: (field: string) => FilterKind;
};

const toApiValue = (type: FilterableField['type'], value: string) =>
  type === 'datetime' && value ? new Date(value).toISOString() : value;

/** Builds `{name, condition, value, value2}` filters from what the list says is filterable. */
export function FilterBuilder({ filterable, filters, labelOf, onChange, kindOf }: Props) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [fieldName, setFieldName] = useState<string | null>(null);
  const [condition, setCondition] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [value2, setValue2] = useState('');
  const field = filterable.find((candidate) => candidate.name === fieldName);
  const kind: FilterKind = field ? kindOf(field.name) : { kind: 'typed' };
  const describe = useFilterDescription({ filterable, filters, kindOf, labelOf });
  const needsValue = condition !== null && !valuelessConditions.includes(condition as Filter['condition']);
  // A yes/no switch starts on (Yes, filter-value-input.tsx), and Yes it is.
  const hasValue = value !== '' || field?.type === 'bool';
  const isComplete =
    field && condition && (!needsValue || (hasValue && (condition !== 'between' || value2 !== '')));

  const chooseField = (name: string | null) => {
    // A new field may not allow the chosen condition, so the condition starts over.
    setFieldName(name);
    setCondition(null);
    setValue('');
    setValue2('');
  };

  const apply = () => {
    if (!field || !condition) return;
    const filter: Filter = { name: field.name, condition: condition as Filter['condition'] };
    if (needsValue)
      filter.value = field.type === 'bool' ? Number(value || '1') : toApiValue(field.type, value);
    if (condition === 'between') filter.value2 = toApiValue(field.type, value2);
    onChange([...filters, filter]);
    chooseField(null);
    setOpen(false);
  };

  return (
    <Group gap="xs">
      <Popover
        opened={isOpen}
        onChange={setOpen}
        position="bottom-start"
        width={300}
        withinPortal={false}
        trapFocus
      >
        <Popover.Target>
          <Tooltip label={t('list.add_filter')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('list.add_filter')}
              onClick={() => setOpen((open) => !open)}
            >
              <IconFilter size={18} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            <Select
              label={t('list.filter_field')}
              data={filterable.map((candidate) => ({
                value: candidate.name,
                label: labelOf(candidate.name),
              }))}
              value={fieldName}
              onChange={chooseField}
              comboboxProps={{ withinPortal: false }}
            />
            {field && (
              <Select
                label={t('list.filter_condition')}
                data={conditionsOf(field, kind).map((name) => ({
                  value: name,
                  label: t(`list.conditions.${name}`),
                }))}
                value={condition}
                onChange={setCondition}
                comboboxProps={{ withinPortal: false }}
              />
            )}
            {field && needsValue && kind.kind === 'reference' && (
              <ReferenceFilterValue
                resource={kind.resource}
                label={t('list.filter_value')}
                value={value}
                onChange={setValue}
              />
            )}
            {field && needsValue && kind.kind === 'options' && (
              <OptionFilterValue
                options={kind.options}
                label={t('list.filter_value')}
                value={value}
                onChange={setValue}
              />
            )}
            <Suspense fallback={null}>
              {field && needsValue && kind.kind === 'typed' && (
                <FilterValueInput
                  type={field.type}
                  label={t('list.filter_value')}
                  value={value}
                  onChange={setValue}
                />
              )}
              {field && condition === 'between' && (
                <FilterValueInput
                  type={field.type}
                  label={t('list.filter_value2')}
                  value={value2}
                  onChange={setValue2}
                />
              )}
            </Suspense>
            <Button onClick={apply} disabled={!isComplete}>
              {t('list.apply_filter')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {filters.map((filter, index) => (
        <Badge
          // Filters have no id; the same filter may stand twice, so its place is part of the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={`${filter.name}-${index}`}
          variant="light"
          size="lg"
          tt="none"
          rightSection={
            <ActionIcon
              size="xs"
              variant="transparent"
              aria-label={`${t('list.remove_filter')}: ${describe(filter)}`}
              onClick={() => onChange(filters.filter((_, position) => position !== index))}
            >
              <IconX size={12} />
            </ActionIcon>
          }
        >
          {describe(filter)}
        </Badge>
      ))}
      {filters.length > 1 && (
        <Button variant="subtle" size="xs" onClick={() => onChange([])}>
          {t('list.clear_filters')}
        </Button>
      )}
    </Group>
  );
}
