import { describe, expect, it } from 'vitest';
import { resourceEntries } from '../../resources/index.ts';
import type { ResourceConfig } from '../resource-config.ts';
import { conditionsOf, filterKindsOf } from './filter-kinds.ts';

const configs = await Promise.all(
  resourceEntries.map(async (entry) => (await entry.load()).default as ResourceConfig),
);

describe('list filters over every resource declaration', () => {
  it.each(configs.map((config) => [config.name, config] as const))(
    '%s: references are picked by name and codes by their names, with equals or does not equal only',
    (_, config) => {
      const kindOf = filterKindsOf(config);
      for (const field of config.fields) {
        const kind = kindOf(field.name);
        if (field.reference) expect(kind).toEqual({ kind: 'reference', resource: field.reference.resource });
        else if (field.options) expect(kind.kind).toBe('options');
        if (kind.kind !== 'typed')
          expect(conditionsOf({ name: field.name, type: 'int' }, kind)).toEqual(['equal', 'not_equal']);
      }
    },
  );

  it('names what the readers asked for: a customer group, a country, a role, a channel', () => {
    const byName = Object.fromEntries(configs.map((config) => [config.name, filterKindsOf(config)]));
    expect(byName.customer('customer_group')).toEqual({ kind: 'reference', resource: 'customer_group' });
    expect(byName.customer('platform').kind).toBe('options');
    expect(byName.pickup_point('country').kind).toBe('options');
    expect(byName.user('role').kind).toBe('options');
    expect(conditionsOf({ name: 'id', type: 'int' }, byName.customer('id'))).toContain('greater');
  });
});
