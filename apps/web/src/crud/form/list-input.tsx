import { ActionIcon, Button, Card, Fieldset, Grid, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dependentsOf } from './dependent-fields.ts';
import type { FieldInputProps } from './field-input-props.ts';

type Item = Record<string, unknown>;

/**
 * A repeatable group of fields (a customer's addresses): the form holds an array of objects and
 * each field shows its own error, `{list}.{index}.{field}`, from the contract or the server.
 */
export function ListInput(props: FieldInputProps & { Input: ComponentType<FieldInputProps> }) {
  const { field, label, description, value, onChange, onBlur, files, setFile, Input, error } = props;
  // Inside another list (a modifier's options) the errors sit under the full path.
  const path = props.path ?? field.name;
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext();
  const { errors } = useFormState({ control, name: path });
  const { fields, defaults, titleKey, addKey, emptyKey } = field.item!;
  const items = Array.isArray(value) ? (value as Item[]) : [];

  const errorAt = (path: string) => {
    const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? t(message) : undefined;
  };
  const change = (index: number, name: string, next: unknown) => {
    const cleared = Object.fromEntries(dependentsOf(fields, name).map((dependent) => [dependent.name, null]));
    onChange(
      items.map((item, position) => (position === index ? { ...item, [name]: next, ...cleared } : item)),
    );
  };
  const remove = (index: number) => {
    // Errors are kept by position: after a removal they would sit under the wrong item.
    clearErrors(path);
    onChange(items.filter((_, position) => position !== index));
  };

  return (
    <Fieldset legend={label} variant="unstyled">
      <Stack gap="sm">
        {description && (
          <Text c="dimmed" size="xs" mt={-4}>
            {description}
          </Text>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        {items.length === 0 && emptyKey && (
          <Text c="dimmed" size="sm">
            {t(emptyKey)}
          </Text>
        )}
        {items.map((item, index) => {
          const title = t(titleKey, { number: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: new items have no id; inputs are controlled, so position is enough
            <Card key={index} withBorder padding="md" radius="md" component="section" aria-label={title}>
              <Group justify="space-between" mb="xs">
                <Text fw={600} size="sm">
                  {title}
                </Text>
                <Tooltip label={t('form.remove_item')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('form.remove_item')}: ${title}`}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Grid gap="sm">
                {fields.map((sub) => (
                  <Grid.Col key={sub.name} span={{ base: 12, sm: sub.span ?? 12 }}>
                    <Input
                      field={sub}
                      label={t(sub.labelKey)}
                      value={item[sub.name]}
                      values={item}
                      onChange={(next) => change(index, sub.name, next)}
                      onBlur={onBlur}
                      error={errorAt(`${path}.${index}.${sub.name}`)}
                      path={`${path}.${index}.${sub.name}`}
                      recordId={props.recordId}
                      files={files}
                      setFile={setFile}
                    />
                  </Grid.Col>
                ))}
              </Grid>
            </Card>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...items, { ...defaults }])}
          >
            {t(addKey)}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
