import { Badge, Divider, Indicator, Loader, NavLink, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnviewedOrdersCount } from '../../features/live-orders/unviewed-orders.ts';
import { useCurrentUser } from '../current-user.ts';
import { getVisibleSections, isEntryActive, type NavigationEntry } from '../navigation.ts';
import { Hint } from '../on-demand/hint.tsx';
import { useIntegrationRefresh } from './integration-refresh.ts';
import classes from './shell.module.css';
import type { SidebarMode } from './sidebar-mode.ts';

const compactClassNames = {
  root: classes.compactLink,
  section: classes.compactSection,
  body: classes.compactBody,
};

type SidebarProps = { mode: SidebarMode; isMobileOpened: boolean; onNavigate: () => void };

export function Sidebar({ mode, isMobileOpened, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const container = useRef<HTMLDivElement>(null);
  // The menu is taller than a phone or a laptop screen: whenever it shows, the current screen's entry is in sight.
  useEffect(() => {
    if (mode === 'hidden' && !isMobileOpened) return;
    container.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [mode, isMobileOpened]);
  const integration = useIntegrationRefresh();
  const isCompact = mode === 'sub-hidden';
  const role = useCurrentUser()?.role;

  return (
    <div className={classes.sidebar} ref={container}>
      <nav>
        {getVisibleSections(role).map((section, index) => (
          <div key={section.id} data-section={section.id}>
            {isCompact ? (
              index > 0 && <Divider className={classes.sectionDivider} />
            ) : (
              <Text className={classes.sectionLabel}>{t(section.labelKey)}</Text>
            )}
            {section.entries.map((entry) => (
              <SidebarLink
                key={entry.to}
                entry={entry}
                isCompact={isCompact}
                isActive={isEntryActive(entry, pathname)}
                onNavigate={onNavigate}
              />
            ))}
            {section.id === 'settings' && integration.isAvailable && (
              <CompactTooltip label={t('nav.items.refresh_integration')} isCompact={isCompact}>
                <NavLink
                  // An action, not a place: a button (an <a> without href may not carry a label).
                  component="button"
                  type="button"
                  className={classes.link}
                  classNames={isCompact ? compactClassNames : undefined}
                  label={isCompact ? undefined : t('nav.items.refresh_integration')}
                  aria-label={t('nav.items.refresh_integration')}
                  leftSection={
                    integration.isRefreshing ? <Loader size={18} /> : <IconRefresh size={20} stroke={1.6} />
                  }
                  disabled={integration.isRefreshing}
                  onClick={integration.refresh}
                />
              </CompactTooltip>
            )}
          </div>
        ))}
      </nav>
    </div>
  );
}

type SidebarLinkProps = {
  entry: NavigationEntry;
  isCompact: boolean;
  isActive: boolean;
  onNavigate: () => void;
};

function SidebarLink(props: SidebarLinkProps) {
  return props.entry.counter === 'unviewed-orders' ? (
    <SidebarLinkWithUnviewedOrders {...props} />
  ) : (
    <SidebarLinkView {...props} count={0} />
  );
}

function SidebarLinkWithUnviewedOrders(props: SidebarLinkProps) {
  return <SidebarLinkView {...props} count={useUnviewedOrdersCount() ?? 0} />;
}

function SidebarLinkView({
  entry,
  isCompact,
  isActive,
  onNavigate,
  count,
}: SidebarLinkProps & { count: number }) {
  const { t } = useTranslation();
  const label = t(entry.labelKey);
  const name = count > 0 ? t('live.with_new', { label, count }) : label;
  const countText = count > 99 ? '99+' : String(count);
  const Icon = entry.icon;
  const icon = <Icon size={20} stroke={1.6} />;
  return (
    <CompactTooltip label={name} isCompact={isCompact}>
      <NavLink
        className={classes.link}
        classNames={isCompact ? compactClassNames : undefined}
        label={isCompact ? undefined : label}
        aria-label={name}
        leftSection={
          isCompact && count > 0 ? (
            <Indicator label={countText} size={16} color="red">
              {icon}
            </Indicator>
          ) : (
            icon
          )
        }
        rightSection={
          !isCompact &&
          count > 0 && (
            <Badge size="sm" color="red" circle={count < 10}>
              {countText}
            </Badge>
          )
        }
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        onClick={onNavigate}
        // isEntryActive decides: the router alone would also mark Home (`/app`) on every screen
        // below it, and Mantine paints any `aria-current="page"` link as active.
        renderRoot={(props) => <Link {...props} to={entry.to} activeOptions={{ exact: true }} />}
      />
    </CompactTooltip>
  );
}

/** Icons-only sidebar: the label moves into a tooltip on hover. */
function CompactTooltip({
  label,
  isCompact,
  children,
}: {
  label: string;
  isCompact: boolean;
  children: ReactElement;
}) {
  return (
    <Hint label={label} position="right" disabled={!isCompact}>
      {children}
    </Hint>
  );
}
