import './app/base-styles.ts';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { preloadFirstScreen, router } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
// Not the theme barrel: it also exports the theme picker, which would pull Tooltip and
// floating-ui into the entry chunk.
import { buildCssVariablesResolver, buildMantineTheme, themeColorScheme } from './theme/mantine-theme.ts';
import { getStoredTheme } from './theme/theme-id.ts';
import { TranslatedLabels } from './theme/translated-labels.tsx';

// Notifications and ModalsProvider stay off the sign-in screen; in the panel they load the
// first time a screen shows a notice or a modal (overlays-on-demand.tsx).
const OverlaysOnDemand = lazy(() =>
  import('./app/overlays-on-demand.tsx').then((module) => ({ default: module.OverlaysOnDemand })),
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
      <OverlaysOnDemand />
    </Suspense>
  ) : null;
}

const themeId = getStoredTheme();
const theme = buildMantineTheme(themeId);
const cssVariablesResolver = buildCssVariablesResolver(themeId);

// The first screen's chunk and the interface texts download side by side.
preloadFirstScreen(window.location.pathname);
void initI18n().then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {/* All of Mantine's CSS variables come from here, not from its 27 kB default-variables
            sheet: the provider computes them anyway and only left out the defaults. */}
        <MantineProvider
          deduplicateCssVariables={false}
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme={themeColorScheme(themeId)}
        >
          <TranslatedLabels>
            <RouterProvider router={router} />
            <DeferredPanelOverlays />
          </TranslatedLabels>
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
