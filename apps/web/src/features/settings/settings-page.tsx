import { Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import classes from './settings.module.css';
import { SettingsFormFrame } from './settings-form-frame.tsx';
import { parseSettingsTabSearch } from './settings-tab-search.ts';
import { firstTabWithError, generalPageNames, type SettingsTabKey, settingsTabs } from './settings-tabs.ts';
import { GeneralTab } from './tabs/general-tab.tsx';
import { ExportTab, ImportTab } from './tabs/import-export-tabs.tsx';
import { MarketingTab } from './tabs/marketing-tab.tsx';
import { SalesTab } from './tabs/sales-tab.tsx';
import { SecurityTab } from './tabs/security-tab.tsx';
import { WebsiteTab } from './tabs/website-tab.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const tabComponents: Record<SettingsTabKey, ComponentType> = {
  general: GeneralTab,
  sales: SalesTab,
  import: ImportTab,
  export: ExportTab,
  website: WebsiteTab,
  marketing: MarketingTab,
  security: SecurityTab,
};

/** On a phone the tab list scrolls sideways: the open tab (e.g. after `?tab=6`) is kept in view. */
const keepInView = (tab: HTMLButtonElement | null) =>
  tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });

/** /app/settings/default?tab=0..6: one form over seven tabs, saved together. */
export function SettingsPage() {
  const { t } = useTranslation();
  // Read again here: the loose search also carries the raw `?tab=9` the route's own check dropped.
  const { tab } = parseSettingsTabSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const activeTab = tab ?? 0;
  const openTab = (index: number) => void navigate({ to: '/app/settings/default', search: { tab: index } });
  const settings = useSettingsForm(generalPageNames, (paths) => {
    const index = firstTabWithError(paths);
    if (
      index !== undefined &&
      !settingsTabs[activeTab]?.names.some((name) => paths.some((path) => path.split('.')[0] === name))
    ) {
      openTab(index);
    }
  });

  return (
    <Stack gap="md" maw={1100}>
      <Breadcrumbs items={[{ label: t('nav.sections.settings') }, { label: t('nav.items.settings') }]} />
      <Title order={1} size="h2">
        {t('nav.items.settings')}
      </Title>
      <SettingsFormFrame settings={settings}>
        <Tabs value={String(activeTab)} onChange={(value) => openTab(Number(value ?? 0))} keepMounted={false}>
          <Tabs.List className={classes.tabList} px="md" pt="xs">
            {settingsTabs.map((item, index) => (
              <Tabs.Tab
                key={item.key}
                value={String(index)}
                ref={index === activeTab ? keepInView : undefined}
              >
                {t(`settings.tabs.${item.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {settingsTabs.map((item, index) => {
            const Component = tabComponents[item.key];
            return (
              <Tabs.Panel key={item.key} value={String(index)} className={classes.panel}>
                <Component />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </SettingsFormFrame>
    </Stack>
  );
}
