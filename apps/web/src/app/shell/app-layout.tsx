import { rem } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { type CSSProperties, lazy, Suspense } from 'react';
import { queryClient } from '../query-client.ts';
import classes from './shell.module.css';
import { ShellFooter } from './shell-footer.tsx';
import { Sidebar } from './sidebar.tsx';
import { useSidebarMode } from './sidebar-mode.ts';
import { mainContentId, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

const navbarWidth = { default: 260, 'sub-hidden': 72, hidden: 0 };

// New orders live: the event stream, notices and tone load after sign-in, in a chunk of their own.
const LiveOrders = lazy(() =>
  import('../../features/live-orders/live-orders.tsx').then((module) => ({ default: module.LiveOrders })),
);

/** Server state lives here, not in main.tsx: the sign-in screen does without TanStack Query. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <PanelShell />
      <Suspense fallback={null}>
        <LiveOrders />
      </Suspense>
    </QueryClientProvider>
  );
}

/** Set by react-remove-scroll while a modal or drawer locks the page, so fixed bars do not jump. */
const scrollLockOffsetClass = 'right-scroll-bar-position';

/**
 * Fixed top bar, fixed sidebar beside the content (a full-width overlay on phones, opened by
 * the burger), content padded around both. Plain CSS (shell.module.css) instead of Mantine's
 * AppShell, whose resizing and media-style machinery cost the panel's first load 9 kB.
 */
function PanelShell() {
  const sidebar = useSidebarMode();
  return (
    <div
      // `mantine-AppShell-root` stays for the end-to-end page object (e2e/support/pages/shell.page.ts).
      className={`${classes.shell} mantine-AppShell-root menu-${sidebar.mode}`}
      data-sidebar-mode={sidebar.mode}
      data-viewport={sidebar.viewport}
      data-desktop-collapsed={sidebar.mode === 'hidden' || undefined}
      data-mobile-opened={sidebar.isMobileOpened || undefined}
      style={{ '--shell-navbar-size': rem(navbarWidth[sidebar.mode]) } as CSSProperties}
    >
      <SkipLink />
      <header className={`${classes.shellHeader} ${scrollLockOffsetClass}`}>
        <TopBar
          viewport={sidebar.viewport}
          isMobileMenuOpened={sidebar.isMobileOpened}
          onToggleMenu={sidebar.toggle}
        />
      </header>
      <nav aria-label="sidebar" className={`${classes.shellNavbar} ${scrollLockOffsetClass}`}>
        <Sidebar
          mode={sidebar.mode}
          isMobileOpened={sidebar.isMobileOpened}
          onNavigate={sidebar.closeMobile}
        />
      </nav>
      <main id={mainContentId} tabIndex={-1} className={`${classes.shellMain} ${classes.main}`}>
        <div className={classes.content}>
          <Outlet />
        </div>
        <ShellFooter />
      </main>
    </div>
  );
}
