import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenRouteFactory } from '../../app/screens.ts';

/** /app/marketing/crm: the ticket board, loaded only when opened (drag and drop stays out of the first load). */
export const crmRouteFactory: ScreenRouteFactory = (parent) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'marketing/crm',
    component: lazyRouteComponent(() => import('./crm-board-page.tsx'), 'CrmBoardPage'),
  }),
];
