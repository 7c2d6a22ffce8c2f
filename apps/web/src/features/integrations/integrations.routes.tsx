import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenRouteFactory } from '../../app/screens.ts';

export const integrationsPath = '/app/settings/integrations';

/** The integrations overview, the iiko wizard and the Poster screen (spec part 2, Other screens). */
export const integrationsRouteFactory: ScreenRouteFactory = (parent) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'settings/integrations',
    component: lazyRouteComponent(() => import('./integrations-page.tsx'), 'IntegrationsPage'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'settings/integrations/iiko',
    component: lazyRouteComponent(() => import('./iiko-wizard-page.tsx'), 'IikoWizardPage'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'settings/integrations/poster',
    component: lazyRouteComponent(() => import('./poster-page.tsx'), 'PosterPage'),
  }),
];
