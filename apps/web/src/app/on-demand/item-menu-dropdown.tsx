import { Menu } from '@mantine/core';
import type { OverlayProps } from './deferred-overlay.tsx';
import type { ItemMenuOptions } from './item-menu.tsx';

export function ItemMenuDropdown({
  trigger,
  defaultOpened,
  items,
  header,
  width,
  withArrow,
}: OverlayProps<ItemMenuOptions>) {
  return (
    <Menu position="bottom-end" shadow="md" width={width} withArrow={withArrow} defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {header && (
          <>
            <Menu.Label>{header}</Menu.Label>
            <Menu.Divider />
          </>
        )}
        {items.map(({ key, label, ...item }) => (
          <Menu.Item key={key} {...item}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
