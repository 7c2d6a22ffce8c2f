import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from './document-title.ts';

export type BreadcrumbItem = {
  /** Already translated text. */
  label: string;
  /** Absolute path; the last item is usually left without one (the current page). */
  to?: string;
  /** Search params to carry, e.g. a list's state when going back from a form. */
  search?: Record<string, unknown>;
};

/**
 * Home, then the given trail: `<Breadcrumbs items={[{ label: t('nav.items.cities') }]} />`.
 * Every screen shows one, so its last item also names the screen in the document title.
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  useScreenTitle(items.at(-1)?.label);
  const trail: BreadcrumbItem[] = [{ label: t('common.home'), to: '/app' }, ...items];
  return (
    <MantineBreadcrumbs separatorMargin={6} mb="md" aria-label="breadcrumb">
      {trail.map((item, index) =>
        item.to && index < trail.length - 1 ? (
          <Anchor
            key={`${item.to ?? ''}:${item.label}`}
            size="sm"
            renderRoot={(props) => <Link {...props} to={item.to} search={item.search} />}
          >
            {item.label}
          </Anchor>
        ) : (
          <Text
            key={`${item.to ?? ''}:${item.label}`}
            size="sm"
            c="dimmed"
            aria-current={index === trail.length - 1 ? 'page' : undefined}
          >
            {item.label}
          </Text>
        ),
      )}
    </MantineBreadcrumbs>
  );
}
