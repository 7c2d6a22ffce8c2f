import { NumberInput, Switch, TextInput } from '@mantine/core';
import type { FieldType } from '@mise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ValueProps = { value: string; onChange: (value: string) => void; label: string };

/** Yes or no as one switch, on (Yes) until it is turned off; its track says which. */
function BoolValue({ value, onChange, label }: ValueProps) {
  const { t } = useTranslation();
  return (
    <Switch
      label={label}
      // The track's Yes/No text sits inside the label element: name the switch by its label alone.
      aria-label={label}
      size="lg"
      onLabel={t('common.yes')}
      offLabel={t('common.no')}
      checked={value !== '0'}
      onChange={(event) => onChange(event.currentTarget.checked ? '1' : '0')}
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
