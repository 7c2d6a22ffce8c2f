import { describe, expect, it } from 'vitest';
import { getVisibleSections, isEntryActive, type NavigationEntry, navigationSections } from './navigation.ts';

const entry = (to: string, alsoActiveOn?: string[]) =>
  ({ labelKey: 'x', to, icon: () => null, alsoActiveOn }) as unknown as NavigationEntry;

describe('navigation', () => {
  it('hides sections without entries', () => {
    const visible = getVisibleSections();
    expect(visible.every((section) => section.entries.length > 0)).toBe(true);
    expect(navigationSections.map((section) => section.id)).toEqual([
      'sales',
      'menu',
      'access',
      'marketing',
      'settings',
    ]);
  });

  it('shows an entry with roles only to those roles (API keys: system users)', () => {
    const paths = (role?: 'system' | 'manager') =>
      getVisibleSections(role).flatMap((section) => section.entries.map((entry) => entry.to));
    expect(paths('system')).toContain('/app/settings/api_keys');
    expect(paths('manager')).not.toContain('/app/settings/api_keys');
    expect(paths()).not.toContain('/app/settings/api_keys');
    expect(paths('manager')).toContain('/app/settings/cities');
  });

  it('marks an entry active on its own path and below it', () => {
    const cities = entry('/app/settings/cities');
    expect(isEntryActive(cities, '/app/settings/cities')).toBe(true);
    expect(isEntryActive(cities, '/app/settings/cities/edit/3')).toBe(true);
    expect(isEntryActive(cities, '/app/settings/cities_x')).toBe(false);
  });

  it('keeps Home active only on /app and its aliases', () => {
    const home = entry('/app', ['/app/sales/dashboard']);
    expect(isEntryActive(home, '/app')).toBe(true);
    expect(isEntryActive(home, '/app/')).toBe(true);
    expect(isEntryActive(home, '/app/sales/dashboard')).toBe(true);
    expect(isEntryActive(home, '/app/settings/cities')).toBe(false);
  });
});
