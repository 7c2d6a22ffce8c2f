import { Checkbox, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OverlayProps } from '../../app/on-demand/deferred-overlay.tsx';
import type { ColumnChooserProps } from './column-chooser.tsx';

export function ColumnChooserMenu({
  trigger,
  defaultOpened,
  columns,
  hidden,
  onToggle,
}: OverlayProps<ColumnChooserProps>) {
  const { t } = useTranslation();
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Tooltip label={t('list.columns')}>{trigger}</Tooltip>
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
