import { NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import type { FieldType } from '@mise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ValueProps = { value: string; onChange: (value: string) => void; label: string };

function BoolValue({ value, onChange, label }: ValueProps) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={label}
      value={value || '1'}
      onChange={onChange}
      data={[
        { value: '1', label: t('common.yes') },
        { value: '0', label: t('common.no') },
      ]}
    />
  );
}

/** One value input per field type. */
const valueInputs: Record<FieldType, (props: ValueProps) => ReactNode> = {
  text: ({ value, onChange, label }) => (
    <TextInput label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
  ),
  array: ({ value, onChange, label }) => (
    <TextInput label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
  ),
  int: ({ value, onChange, label }) => (
    <NumberInput
      label={label}
      value={value}
      allowDecimal={false}
      onChange={(next) => onChange(String(next))}
    />
  ),
  float: ({ value, onChange, label }) => (
    <NumberInput label={label} value={value} onChange={(next) => onChange(String(next))} />
  ),
  datetime: ({ value, onChange, label }) => (
    <TextInput
      label={label}
      type="datetime-local"
      step={900}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  ),
  bool: (props) => <BoolValue {...props} />,
};

export function FilterValueInput({ type, ...props }: ValueProps & { type: FieldType }) {
  return <>{valueInputs[type](props)}</>;
}
