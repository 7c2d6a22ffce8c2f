import { Badge, Image, Switch, Text } from '@mantine/core';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatListDate, formatListDateTime, formatMonthDay } from '../format.ts';
import { useOptionLabel } from '../option-label.ts';
import type { ColumnConfig, ColumnType, ResourceRecord } from '../resource-config.ts';
import classes from './data-table.module.css';
import { recordName } from './record-name.ts';

// The currency's symbol table loads only with a list that shows money.
const MoneyText = lazy(() => import('./money-text.tsx'));

export type CellProps = {
  column: ColumnConfig;
  record: ResourceRecord;
  onToggle: (field: string, value: boolean) => void;
};

function TranslatableText({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  return <>{readTranslatable(value, i18n.language)}</>;
}

function ReferenceText({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  const label = value && typeof value === 'object' ? (value as { name?: unknown }).name : value;
  return <>{readTranslatable(label, i18n.language)}</>;
}

/** A stored code as a badge, named in the interface language when the column knows how. */
function BadgeText({ column, value }: { column: ColumnConfig; value: unknown }) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const code = String(value);
  const isNamed = Boolean(column.valueKeyPrefix || column.options);
  const text = column.options
    ? optionLabel(column.options, code)
    : column.valueKeyPrefix
      ? t(`${column.valueKeyPrefix}.${code}`, { defaultValue: code })
      : code;
  return (
    <Badge variant="light" tt={isNamed ? 'none' : undefined} className={classes.badge}>
      {text}
    </Badge>
  );
}

/** A swatch with its code: the colour is seen, the code can be read and copied. */
function ColorText({ value }: { value: string }) {
  return (
    <span className={classes.color}>
      <span className={classes.swatch} style={{ backgroundColor: value }} aria-hidden />
      <Text span size="sm" ff="monospace">
        {value}
      </Text>
    </span>
  );
}

/**
 * A long value with no spaces (an e-mail, a web address) may wrap before an @ and after a dot or a
 * slash ahead of it, so a wide list narrows to its card instead of scrolling and hiding its last
 * columns. An e-mail's domain stays whole.
 */
function WrappableText({ value }: { value: string }) {
  if (value.length < 20 || value.includes(' ')) return <>{value}</>;
  const at = value.indexOf('@');
  const local = at < 0 ? value : value.slice(0, at);
  const parts = [...local.split(/(?<=[./])/), ...(at < 0 ? [] : [value.slice(at)])];
  return (
    <span className={classes.wrappable}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

function DateText({ value, withTime }: { value: unknown; withTime: boolean }) {
  const { i18n } = useTranslation();
  return <>{withTime ? formatListDateTime(value, i18n.language) : formatListDate(value, i18n.language)}</>;
}

function MonthDayText({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  return <>{formatMonthDay(value, i18n.language)}</>;
}

function SwitchCell({ column, record, onToggle }: CellProps) {
  const { t, i18n } = useTranslation();
  return (
    <Switch
      checked={Boolean(record[column.field])}
      onChange={(event) => onToggle(column.field, event.currentTarget.checked)}
      aria-label={`${t(column.labelKey)}: ${recordName(record, i18n.language)}`}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

/** One renderer per column type. */
const cellRenderers: Record<ColumnType, (props: CellProps) => ReactNode> = {
  text: ({ column, record }) => <WrappableText value={String(record[column.field] ?? '')} />,
  number: ({ column, record }) => String(record[column.field] ?? ''),
  translatable: ({ column, record }) => <TranslatableText value={record[column.field]} />,
  reference: ({ column, record }) => <ReferenceText value={record[column.field]} />,
  switch: (props) => <SwitchCell {...props} />,
  datetime: ({ column, record }) => (
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      <DateText value={record[column.field]} withTime />
    </Text>
  ),
  date: ({ column, record }) => <DateText value={record[column.field]} withTime={false} />,
  'month-day': ({ column, record }) => <MonthDayText value={record[column.field]} />,
  image: ({ column, record }) =>
    record[column.field] ? (
      <Image
        src={`/images/${column.imageFolder}/${record[column.field]}`}
        h={36}
        w={36}
        radius="sm"
        fit="cover"
        alt=""
      />
    ) : null,
  money: ({ column, record }) => (
    <Suspense fallback={String(record[column.field] ?? '')}>
      <MoneyText value={record[column.field]} />
    </Suspense>
  ),
  badge: ({ column, record }) =>
    record[column.field] == null ? null : <BadgeText column={column} value={record[column.field]} />,
  color: ({ column, record }) =>
    record[column.field] ? <ColorText value={String(record[column.field])} /> : null,
};

export function Cell(props: CellProps) {
  const { render } = props.column;
  return <>{render ? render(props.record) : cellRenderers[props.column.type](props)}</>;
}
