/** How many tabs settings-tabs.ts declares (its test holds the two together). */
export const settingsTabCount = 7;

/**
 * `?tab=` of the settings page: the index of one of the tabs, anything else (`?tab=9`, `?tab=x`)
 * dropped, so the first tab opens. Plain code: the route tree is in the entry chunk, and zod
 * there would cost the sign-in screen 24 kB (vite.config.ts), and so would the tabs' field lists.
 */
export function parseSettingsTabSearch(search: Record<string, unknown>): { tab?: number } {
  const tab = typeof search.tab === 'string' && search.tab.trim() !== '' ? Number(search.tab) : search.tab;
  return typeof tab === 'number' && Number.isInteger(tab) && tab >= 0 && tab < settingsTabCount
    ? { tab }
    : {};
}
