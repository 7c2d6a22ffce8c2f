import { ActionIcon, Checkbox, Menu, Tooltip } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig } from '../resource-config.ts';

type Props = { columns: ColumnConfig[]; hidden: string[]; onToggle: (field: string) => void };

export function ColumnChooser({ columns, hidden, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('list.columns')}>
          <ActionIcon variant="default" size="lg" aria-label={t('list.columns')}>
            <IconColumns size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('list.columns')}</Menu.Label>
        {columns.map((column) => {
          const isShown = !hidden.includes(column.field);
          // The box is only a picture: a <label> inside the item would pass its click on to the
          // input, and the item would toggle twice (no change at all).
          return (
            <Menu.Item
              key={column.field}
              onClick={() => onToggle(column.field)}
              leftSection={
                <Checkbox
                  readOnly
                  checked={isShown}
                  tabIndex={-1}
                  aria-hidden
                  size="xs"
                  style={{ pointerEvents: 'none' }}
                />
              }
            >
              {t(column.labelKey)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
