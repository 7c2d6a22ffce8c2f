import { describe, expect, it } from 'vitest';
import { nextSidebarStep, resolveSidebarMode } from './sidebar-mode.ts';

describe('sidebar mode', () => {
  it('cycles default, sub-hidden, hidden, sub-hidden and back to default on wide screens', () => {
    const modes: string[] = [];
    let step = 0;
    for (let click = 0; click <= 4; click += 1) {
      modes.push(resolveSidebarMode('wide', step, false));
      step = nextSidebarStep(step);
    }
    expect(modes).toEqual(['default', 'sub-hidden', 'hidden', 'sub-hidden', 'default']);
  });

  it('forces icons only between 768 and 1440 px', () => {
    expect(resolveSidebarMode('medium', 0, false)).toBe('sub-hidden');
    expect(resolveSidebarMode('medium', 0, true)).toBe('hidden');
  });

  it('shows full labels in the mobile drawer', () => {
    expect(resolveSidebarMode('mobile', 2, false)).toBe('default');
  });
});
