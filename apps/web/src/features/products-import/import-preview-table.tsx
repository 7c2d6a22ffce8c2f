import { NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ProductImportMapping, ProductImportPreview } from '@mise/contract/lite/product-import';
import { useTranslation } from 'react-i18next';
import { importFieldLabel } from './import-field-label.ts';
import classes from './products-import.module.css';

type Props = { preview: ProductImportPreview; onMappingChange: (mapping: ProductImportMapping) => void };

/** The first rows as the file has them, each column with the field it fills; wrong cells marked. */
export function ImportPreviewTable({ preview, onMappingChange }: Props) {
  const { t, i18n } = useTranslation();
  const options = [
    { value: '', label: t('productImport.skip_column') },
    ...preview.fields.map((field) => ({ value: field, label: importFieldLabel(t, i18n.language, field) })),
  ];
  const wrongFields = new Map<number, Set<string>>();
  for (const error of preview.errors) {
    const fields = wrongFields.get(error.line) ?? new Set<string>();
    fields.add(error.field ?? '');
    wrongFields.set(error.line, fields);
  }
  const isWrong = (line: number, field: string | null) => {
    const fields = wrongFields.get(line);
    if (!fields || !field) return false;
    return fields.has(field) || (field.startsWith('name_') && fields.has('name'));
  };
  const remap = (index: number, field: string) =>
    onMappingChange(preview.mapping.map((current, at) => (at === index ? field || null : current)));

  return (
    <div className={classes.scroller}>
      <Table withTableBorder withColumnBorders striped="odd" verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('productImport.line_column')}</Table.Th>
            {preview.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional and never reorder
              <Table.Th key={`${index}:${column}`} scope="col" className={classes.columnHead}>
                <Text size="sm" fw={600} mb={4}>
                  {column}
                </Text>
                <NativeSelect
                  size="xs"
                  aria-label={t('productImport.column_field', { column })}
                  data={options}
                  value={preview.mapping[index] ?? ''}
                  onChange={(event) => remap(index, event.currentTarget.value)}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Table.Tr
              key={row.line}
              data-wrong={wrongFields.has(row.line) || undefined}
              className={classes.row}
            >
              <Table.Td>{row.line}</Table.Td>
              {row.cells.map((cell, index) => {
                const wrong = isWrong(row.line, preview.mapping[index] ?? null);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional and never reorder
                  <Table.Td key={index} className={wrong ? classes.wrongCell : undefined}>
                    {cell}
                    {wrong && <VisuallyHidden> ({t('productImport.wrong_cell')})</VisuallyHidden>}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
