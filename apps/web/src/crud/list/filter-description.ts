import type { Filter, FilterableField } from '@mise/contract';
import { useTranslation } from 'react-i18next';
import { formatListDateTime } from '../format.ts';
import { useOptionLabel } from '../option-label.ts';
import type { FilterKind } from './filter-kinds.ts';
import { useReferenceNames } from './reference-names.ts';

type Props = {
  filterable: FilterableField[];
  filters: Filter[];
  kindOf: (field: string) => FilterKind;
  labelOf: (field: string) => string;
};

/**
 * An applied filter as people read it: "City equals Warsaw", "Enabled equals Yes",
 * "Created greater than 27.04.2026 10:00:00": names, not ids, codes, 1/0 or ISO text.
 */
export function useFilterDescription({ filterable, filters, kindOf, labelOf }: Props) {
  const { t, i18n } = useTranslation();
  const optionLabel = useOptionLabel();
  const referenced = [
    ...new Set(
      filters
        .map((filter) => kindOf(filter.name))
        .flatMap((kind) => (kind.kind === 'reference' ? [kind.resource] : [])),
    ),
  ];
  const nameOf = useReferenceNames(referenced);
  const typeOf = (name: string) => filterable.find((candidate) => candidate.name === name)?.type;

  const showValue = (filter: Filter, part: unknown): string => {
    const kind = kindOf(filter.name);
    const isPicked = filter.condition === 'equal' || filter.condition === 'not_equal';
    if (kind.kind === 'reference' && isPicked) return nameOf(kind.resource, part);
    if (kind.kind === 'options' && isPicked) return optionLabel(kind.options, part);
    const type = typeOf(filter.name);
    if (type === 'bool') return t(Number(part) === 1 || part === true ? 'common.yes' : 'common.no');
    if (type === 'datetime') return formatListDateTime(part, i18n.language) || String(part);
    return String(part);
  };

  return (filter: Filter) => {
    const shown = [filter.value, filter.value2]
      .filter((part) => part !== undefined && part !== null)
      .map((part) => showValue(filter, part))
      .join(' – ');
    return `${labelOf(filter.name)} ${t(`list.conditions.${filter.condition}`)} ${shown}`.trim();
  };
}
