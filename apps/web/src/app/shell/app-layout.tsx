import './panel-styles.ts';
import { AppShell } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import classes from './shell.module.css';
import { ShellFooter } from './shell-footer.tsx';
import { Sidebar } from './sidebar.tsx';
import { useSidebarMode } from './sidebar-mode.ts';
import { TopBar } from './top-bar.tsx';

const navbarWidth = { default: 260, 'sub-hidden': 72, hidden: 0 };

export function AppLayout() {
  const sidebar = useSidebarMode();
  return (
    <AppShell
      className={`menu-${sidebar.mode}`}
      header={{ height: 60 }}
      navbar={{
        width: navbarWidth[sidebar.mode],
        breakpoint: 'sm',
        collapsed: { mobile: !sidebar.isMobileOpened, desktop: sidebar.mode === 'hidden' },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          viewport={sidebar.viewport}
          isMobileMenuOpened={sidebar.isMobileOpened}
          onToggleMenu={sidebar.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label="sidebar">
        <Sidebar mode={sidebar.mode} onNavigate={sidebar.closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
        <ShellFooter />
      </AppShell.Main>
    </AppShell>
  );
}
