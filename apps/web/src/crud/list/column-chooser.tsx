import { ActionIcon } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredOverlay } from '../../app/on-demand/deferred-overlay.tsx';
import type { ColumnConfig } from '../resource-config.ts';

export type ColumnChooserProps = {
  columns: ColumnConfig[];
  hidden: string[];
  onToggle: (field: string) => void;
};

const loadMenu = () => import('./column-chooser-menu.tsx').then((module) => module.ColumnChooserMenu);

export function ColumnChooser(props: ColumnChooserProps) {
  const { t } = useTranslation();
  return (
    <DeferredOverlay
      trigger={
        <ActionIcon variant="default" size="lg" aria-label={t('list.columns')}>
          <IconColumns size={18} />
        </ActionIcon>
      }
      load={loadMenu}
      props={props}
      opensOn="click"
      popup="menu"
    />
  );
}
