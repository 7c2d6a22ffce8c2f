import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import type { ScreenRouteFactory } from '../../app/screens.ts';

const tabSearchSchema = z.object({ tab: z.coerce.number().int().min(0).max(6).optional().catch(undefined) });

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
