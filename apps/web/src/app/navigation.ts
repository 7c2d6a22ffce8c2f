import type { StaffRole } from '@mise/contract';
import {
  IconAddressBook,
  IconBuildingSkyscraper,
  IconCarrot,
  IconCash,
  IconCategory,
  IconChartPie,
  IconDiscount,
  IconFolders,
  IconHome,
  IconKey,
  IconLanguage,
  IconLayoutKanban,
  IconLock,
  IconMapPin,
  IconMessage2Cog,
  IconMovie,
  IconPhoto,
  IconPizza,
  IconPlugConnected,
  IconPolygon,
  IconReceipt,
  IconRoad,
  IconSend,
  IconSettings,
  IconSettingsCog,
  IconSpeakerphone,
  IconTicket,
  IconToolsKitchen2,
  IconTruckDelivery,
  IconUserShield,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';

export type NavigationEntry = {
  /** i18n key of the label, under `nav.items.*`. */
  labelKey: string;
  /** Absolute path; the entry is active on it and on every path below it (`/edit/3`, `/create`). */
  to: string;
  icon: TablerIcon;
  /** Further paths that mark this entry active (e.g. the dashboard alias of Home). */
  alsoActiveOn?: string[];
  /** A live count shown beside the label (sidebar.tsx): the orders no one has opened yet. */
  counter?: 'unviewed-orders';
  /** Only these roles see the entry (the server refuses the others anyway); default: every panel role. */
  roles?: StaffRole[];
};

export type NavigationSectionId = 'sales' | 'menu' | 'access' | 'marketing' | 'settings';

export type NavigationSection = {
  id: NavigationSectionId;
  /** i18n key under `nav.sections.*`. */
  labelKey: string;
  icon: TablerIcon;
  entries: NavigationEntry[];
};

/**
 * The sidebar, in order. Add an entry here when its screen exists; a section with no
 * entries is not shown.
 */
export const navigationSections: NavigationSection[] = [
  {
    id: 'sales',
    labelKey: 'nav.sections.sales',
    icon: IconChartPie,
    entries: [
      { labelKey: 'nav.items.home', to: '/app', icon: IconHome, alsoActiveOn: ['/app/sales/dashboard'] },
      {
        labelKey: 'nav.items.orders',
        to: '/app/sales/orders',
        icon: IconReceipt,
        counter: 'unviewed-orders',
      },
    ],
  },
  {
    id: 'menu',
    labelKey: 'nav.sections.menu',
    icon: IconToolsKitchen2,
    entries: [
      { labelKey: 'nav.items.products', to: '/app/menu/products/products', icon: IconPizza },
      { labelKey: 'nav.items.categories', to: '/app/menu/categories', icon: IconCategory },
      { labelKey: 'nav.items.ingredients', to: '/app/menu/ingredients', icon: IconCarrot },
      { labelKey: 'nav.items.ingredient_categories', to: '/app/menu/ingredient/category', icon: IconFolders },
    ],
  },
  {
    id: 'access',
    labelKey: 'nav.sections.access',
    icon: IconLock,
    entries: [
      // The Account link (the signed-in user's own form) belongs here too.
      {
        labelKey: 'nav.items.users',
        to: '/app/access/users',
        icon: IconUserShield,
        alsoActiveOn: ['/app/access/employees'],
      },
    ],
  },
  {
    id: 'marketing',
    labelKey: 'nav.sections.marketing',
    icon: IconSpeakerphone,
    entries: [
      { labelKey: 'nav.items.banners', to: '/app/marketing/banners', icon: IconPhoto },
      { labelKey: 'nav.items.stories', to: '/app/marketing/stories', icon: IconMovie },
      { labelKey: 'nav.items.customers', to: '/app/marketing/customers', icon: IconAddressBook },
      { labelKey: 'nav.items.customer_groups', to: '/app/marketing/customers_groups', icon: IconUsersGroup },
      { labelKey: 'nav.items.coupons', to: '/app/marketing/coupons', icon: IconTicket },
      { labelKey: 'nav.items.promotions', to: '/app/marketing/promotions', icon: IconDiscount },
      {
        labelKey: 'nav.items.notification_funnels',
        to: '/app/marketing/notification_funnels',
        icon: IconSend,
      },
      { labelKey: 'nav.items.crm', to: '/app/marketing/crm', icon: IconLayoutKanban },
    ],
  },
  {
    id: 'settings',
    labelKey: 'nav.sections.settings',
    icon: IconSettings,
    entries: [
      { labelKey: 'nav.items.settings', to: '/app/settings/default', icon: IconSettingsCog },
      { labelKey: 'nav.items.sms', to: '/app/settings/sms', icon: IconMessage2Cog },
      { labelKey: 'nav.items.languages', to: '/app/settings/languages', icon: IconLanguage },
      { labelKey: 'nav.items.cities', to: '/app/settings/cities', icon: IconBuildingSkyscraper },
      { labelKey: 'nav.items.streets', to: '/app/settings/streets', icon: IconRoad },
      { labelKey: 'nav.items.pickup_points', to: '/app/settings/pickup_points', icon: IconMapPin },
      { labelKey: 'nav.items.payment_methods', to: '/app/settings/payment/methods', icon: IconCash },
      {
        labelKey: 'nav.items.shipping_methods',
        to: '/app/settings/shipping_methods',
        icon: IconTruckDelivery,
      },
      { labelKey: 'nav.items.delivery_zones', to: '/app/settings/delivery/zones', icon: IconPolygon },
      { labelKey: 'nav.items.integrations', to: '/app/settings/integrations', icon: IconPlugConnected },
      { labelKey: 'nav.items.api_keys', to: '/app/settings/api_keys', icon: IconKey, roles: ['system'] },
    ],
  },
];

/** The sections with the entries the role may see; a section left without entries is not shown. */
export function getVisibleSections(
  role?: StaffRole | null,
  sections: NavigationSection[] = navigationSections,
): NavigationSection[] {
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter(
        (entry) => !entry.roles || (role != null && entry.roles.includes(role)),
      ),
    }))
    .filter((section) => section.entries.length > 0);
}

/** `/app` matches only itself (it is every screen's parent); other entries match their subtree. */
export function isEntryActive(entry: NavigationEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [entry.to, ...(entry.alsoActiveOn ?? [])].some(
    (to) => path === to || (to !== '/app' && path.startsWith(`${to}/`)),
  );
}
