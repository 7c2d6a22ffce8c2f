import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { DeferredOverlay } from './deferred-overlay.tsx';

export type MenuEntry = {
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  color?: string;
  /** A text colour other than the item's own (Mantine's style prop). */
  c?: string;
  /** Renders the item as another element, e.g. a router link. */
  renderRoot?: (props: ComponentProps<'a'>) => ReactElement;
  key: string;
  label: ReactNode;
  onClick?: () => void;
  lang?: string;
};

export type ItemMenuOptions = {
  items: MenuEntry[];
  /** Shown above the items, e.g. who is signed in. */
  header?: ReactNode;
  width?: number;
  withArrow?: boolean;
};

const loadDropdown = () => import('./item-menu-dropdown.tsx').then((module) => module.ItemMenuDropdown);

/** A menu of plain items behind a trigger; the menu itself loads on first intent. */
export function ItemMenu({ trigger, ...options }: ItemMenuOptions & { trigger: ReactElement<object> }) {
  return (
    <DeferredOverlay trigger={trigger} load={loadDropdown} props={options} opensOn="click" popup="menu" />
  );
}
