import { panelRoles as contractPanelRoles } from '@mise/contract';
import { describe, expect, it } from 'vitest';
import { canEnterPanel, panelRoles } from './current-user.ts';

describe('who may enter the panel', () => {
  it('follows the contract', () => {
    expect(panelRoles).toEqual(contractPanelRoles);
  });

  it('lets staff with a panel role in, and keeps couriers out', () => {
    expect(canEnterPanel({ role: 'system' })).toBe(true);
    expect(canEnterPanel({ role: 'manager' })).toBe(true);
    expect(canEnterPanel({ role: 'courier' })).toBe(false);
  });
});
