import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenRouteFactory } from '../../app/screens.ts';

/** `?tab=` of the settings page: 0 to 6, anything else dropped. Plain code: the route tree is
 * in the entry chunk, and zod there would cost the sign-in screen 24 kB (vite.config.ts). */
function tabSearchSchema(search: Record<string, unknown>): { tab?: number } {
  const tab = typeof search.tab === 'string' && search.tab.trim() !== '' ? Number(search.tab) : search.tab;
  return typeof tab === 'number' && Number.isInteger(tab) && tab >= 0 && tab <= 6 ? { tab } : {};
}

/** /app/settings/default (tabs in `?tab=`) and /app/settings/sms, loaded only when opened. */
export const settingsRouteFactory: ScreenRouteFactory = (parent) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'settings/default',
    validateSearch: tabSearchSchema,
    component: lazyRouteComponent(() => import('./settings-page.tsx'), 'SettingsPage'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'settings/sms',
    component: lazyRouteComponent(() => import('./sms-settings-page.tsx'), 'SmsSettingsPage'),
  }),
];
