import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenRouteFactory } from '../../app/screens.ts';
import { parseSettingsTabSearch } from './settings-tab-search.ts';

/** /app/settings/default (tabs in `?tab=`) and /app/settings/sms, loaded only when opened. */
export const settingsRouteFactory: ScreenRouteFactory = (parent) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'settings/default',
    validateSearch: parseSettingsTabSearch,
    component: lazyRouteComponent(() => import('./settings-page.tsx'), 'SettingsPage'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'settings/sms',
    component: lazyRouteComponent(() => import('./sms-settings-page.tsx'), 'SmsSettingsPage'),
  }),
];
