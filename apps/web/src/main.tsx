import './app/base-styles.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
import {
  buildCssVariablesResolver,
  buildMantineTheme,
  getStoredTheme,
  themeColorScheme,
} from './theme/index.ts';

// Notifications and ModalsProvider (with their transitions, portals and scroll locks) load
// with the first panel screen, keeping them off the sign-in screen's first load.
const PanelOverlays = lazy(() =>
  import('./app/panel-overlays.tsx').then((module) => ({ default: module.PanelOverlays })),
);

const isPanelPath = () => router.state.location.pathname.startsWith('/app');

function DeferredPanelOverlays() {
  const [isNeeded, setNeeded] = useState(isPanelPath);
  useEffect(() => {
    if (isNeeded) return;
    return router.subscribe('onResolved', () => {
      if (isPanelPath()) setNeeded(true);
    });
  }, [isNeeded]);
  return isNeeded ? (
    <Suspense fallback={null}>
      <PanelOverlays />
    </Suspense>
  ) : null;
}

const themeId = getStoredTheme();
const theme = buildMantineTheme(themeId);
const cssVariablesResolver = buildCssVariablesResolver(themeId);

void initI18n().then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme={themeColorScheme(themeId)}
        >
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <DeferredPanelOverlays />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
