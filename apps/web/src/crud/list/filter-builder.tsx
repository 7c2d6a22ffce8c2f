import { ActionIcon, Badge, Button, Group } from '@mantine/core';
import type { Filter, FilterableField } from '@mise/contract';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredOverlay } from '../../app/on-demand/deferred-overlay.tsx';
import { useFilterDescription } from './filter-description.ts';
import type { FilterKind } from './filter-kinds.ts';

export type FilterBuilderProps = {
  filterable: FilterableField[];
  filters: Filter[];
  labelOf: (field: string) => string;
  onChange: (filters: Filter[]) => void;
  /** How each field's value is picked (filter-kinds.ts): by name, by translated code, or typed. */
  kindOf: (field: string) => FilterKind;
};

const loadPopover = () => import('./filter-popover.tsx').then((module) => module.FilterPopover);

/** The list's filter chips and the button that adds one (its popover loads on first intent). */
export function FilterBuilder(props: FilterBuilderProps) {
  const { filterable, filters, labelOf, onChange, kindOf } = props;
  const { t } = useTranslation();
  const describe = useFilterDescription({ filterable, filters, kindOf, labelOf });
  return (
    <Group gap="xs">
      <DeferredOverlay
        trigger={
          <ActionIcon variant="default" size="lg" aria-label={t('list.add_filter')}>
            <IconFilter size={18} />
          </ActionIcon>
        }
        load={loadPopover}
        props={props}
        opensOn="click"
        popup="dialog"
      />
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
