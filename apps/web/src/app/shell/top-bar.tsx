import { ActionIcon, Burger, Group } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OrderSoundToggle } from '../../features/live-orders/order-sound-toggle.tsx';
import { useBrandName } from '../../features/settings/use-brand-name.ts';
import { MiseLogo } from '../mise-logo.tsx';
import { Hint } from '../on-demand/hint.tsx';
import { DarkModeSwitch, FullscreenToggle } from './display-toggles.tsx';
import { GlobalSearch } from './global-search.tsx';
import { LanguageMenu } from './language-menu.tsx';
import classes from './shell.module.css';
import type { Viewport } from './sidebar-mode.ts';
import { UserMenu } from './user-menu.tsx';

type TopBarProps = { viewport: Viewport; isMobileMenuOpened: boolean; onToggleMenu: () => void };

export function TopBar({ viewport, isMobileMenuOpened, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const isMobile = viewport === 'mobile';
  const brandName = useBrandName();
  return (
    <div className={classes.header}>
      {isMobile ? (
        <Burger
          opened={isMobileMenuOpened}
          onClick={onToggleMenu}
          size="sm"
          aria-label={t('shell.toggle_menu')}
        />
      ) : (
        <Hint label={t('shell.toggle_menu')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleMenu}
            aria-label={t('shell.toggle_menu')}
          >
            <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} />
          </ActionIcon>
        </Hint>
      )}
      <Link to="/app" className={classes.brand} aria-label={brandName}>
        <MiseLogo size={30} withWordmark={!isMobile} name={brandName} />
      </Link>
      <div className={classes.search}>
        <GlobalSearch />
      </div>
      <Group gap={isMobile ? 4 : 'xs'} className={classes.actions} wrap="nowrap">
        {/* On a phone the search keeps the room; the user menu holds the sound switch there. */}
        {!isMobile && <OrderSoundToggle />}
        <LanguageMenu isCompact={isMobile} />
        <DarkModeSwitch />
        {!isMobile && <FullscreenToggle />}
        <UserMenu isCompact={isMobile} />
      </Group>
    </div>
  );
}
