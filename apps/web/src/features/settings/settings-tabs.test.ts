import { describe, expect, it } from 'vitest';
import { parseSettingsTabSearch, settingsTabCount } from './settings-tab-search.ts';
import { settingsTabs } from './settings-tabs.ts';

describe('the tab in the settings URL', () => {
  it('knows how many tabs the page has', () => {
    expect(settingsTabCount).toBe(settingsTabs.length);
  });

  it.each([0, 3, settingsTabs.length - 1])('opens tab %i', (tab) => {
    expect(parseSettingsTabSearch({ tab })).toEqual({ tab });
    expect(parseSettingsTabSearch({ tab: String(tab) })).toEqual({ tab });
  });

  it.each([settingsTabs.length, 9, -1, 1.5, 'x', '', null, undefined])(
    'drops %j, so the first tab opens',
    (tab) => {
      expect(parseSettingsTabSearch({ tab })).toEqual({});
    },
  );
});
