import { Button, Popover, Select, Stack, Tooltip } from '@mantine/core';
import type { Filter, FilterableField } from '@mise/contract';
import { valuelessConditions } from '@mise/contract/lite/list-constants';
import { cloneElement, type ReactElement, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen } from '../../app/lazy-screen.tsx';
import type { OverlayProps } from '../../app/on-demand/deferred-overlay.tsx';
import type { FilterBuilderProps } from './filter-builder.tsx';
import { conditionsOf, type FilterKind } from './filter-kinds.ts';
import { OptionFilterValue, ReferenceFilterValue } from './reference-filter.tsx';

// The value inputs (number, date) download when the popover opens, so picking a field that needs
// one shows it at once (lazyScreen: no suspending once downloaded).
const FilterValueInput = lazyScreen(() =>
  import('./filter-value-input.tsx').then((module) => module.FilterValueInput),
);

const toApiValue = (type: FilterableField['type'], value: string) =>
  type === 'datetime' && value ? new Date(value).toISOString() : value;

/** The popover that builds one `{name, condition, value, value2}` filter from what the list says is filterable. */
export function FilterPopover({
  trigger,
  defaultOpened,
  filterable,
  filters,
  labelOf,
  onChange,
  kindOf,
}: OverlayProps<FilterBuilderProps>) {
  const { t } = useTranslation();
  useEffect(FilterValueInput.prefetch, []);
  const [isOpen, setOpen] = useState(defaultOpened);
  const [fieldName, setFieldName] = useState<string | null>(null);
  const [condition, setCondition] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [value2, setValue2] = useState('');
  const field = filterable.find((candidate) => candidate.name === fieldName);
  const kind: FilterKind = field ? kindOf(field.name) : { kind: 'typed' };
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
    <Popover
      opened={isOpen}
      onChange={setOpen}
      position="bottom-start"
      width={300}
      // In a portal: inside the list card, a short table (one row) covered the field pickers below it.
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <Tooltip label={t('list.add_filter')}>
          {cloneElement(trigger as ReactElement<{ onClick?: () => void }>, {
            onClick: () => setOpen((open) => !open),
          })}
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
  );
}
