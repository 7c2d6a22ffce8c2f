import type { Plugin } from 'vite';
import { findUsedImports, type ModuleShape, readModuleShape } from './module-shape.ts';

export type LoadLayer = {
  name: string;
  /** Ends of the ids of the modules the layer starts from; `entry` for the build's entry. */
  roots: string[];
  /** Packages and folders this layer must never reach (the budget's big avoidable items). */
  forbidden?: RegExp[];
};

type PluginContext = ThisParameterType<
  Extract<NonNullable<Plugin['buildEnd']>, (...args: never[]) => unknown>
>;

const shortId = (id: string) =>
  id.replace(/^.*node_modules[\\/]/, '').replace(/^.*[\\/]apps[\\/]web[\\/]/, '');

/**
 * Sorts modules into the first loads of the panel: a layer is every module its roots use
 * statically, all the way down, minus what an earlier layer already holds. vite.config.ts
 * bundles a layer into one chunk, so a visit downloads a few files instead of dozens of tiny
 * shared chunks, and gzip compresses a few large files better than many small ones.
 *
 * "Use" follows names through re-exports: `import { Button } from '@mantine/core'` reaches
 * Button's module, not every component the package index re-exports (module-shape.ts).
 *
 * A layer that reaches a forbidden module is reported with its import chain, so e.g. zod does
 * not creep back into the sign-in screen unnoticed through a route's `validateSearch`.
 */
export function loadLayers(layers: LoadLayer[]) {
  const layerOf = new Map<string, string>();

  async function walkLayer(context: PluginContext, layer: LoadLayer, ids: string[]) {
    const shapes = new Map<string, Promise<ModuleShape>>();
    const shapeOf = (id: string) => {
      if (!shapes.has(id)) shapes.set(id, readModuleShape(context, id));
      return shapes.get(id)!;
    };
    /** Names asked of each module so far; `all` once the module itself is needed. */
    const asked = new Map<string, Set<string> | 'all'>();
    const importerOf = new Map<string, string>();
    const reported = new Set<RegExp>();

    const roots = layer.roots.flatMap((root) => {
      const found = ids.filter((id) =>
        root === 'entry' ? context.getModuleInfo(id)?.isEntry : id.endsWith(root),
      );
      if (found.length === 0) context.warn(`load layer "${layer.name}": no module ends with ${root}`);
      return found;
    });
    let queue: { id: string; names: Set<string> | 'all'; from?: string }[] = roots.map((id) => ({
      id,
      names: 'all',
    }));
    while (queue.length > 0) {
      const next: typeof queue = [];
      await Promise.all(
        queue.map(async ({ id, names, from }) => {
          const before = asked.get(id);
          if (before === 'all') return;
          const fresh = names === 'all' ? 'all' : new Set([...names].filter((name) => !before?.has(name)));
          if (fresh !== 'all' && fresh.size === 0) return;
          asked.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
          if (from && !importerOf.has(id)) importerOf.set(id, from);
          const owner = layerOf.get(id);
          if (owner && owner !== layer.name) return; // an earlier layer holds it, and what it uses
          for (const used of findUsedImports(await shapeOf(id), fresh)) {
            if (used.isModuleNeeded && !layerOf.has(id)) layerOf.set(id, layer.name);
            if (used.source) next.push({ id: used.source, names: used.names, from: id });
          }
        }),
      );
      queue = next;
    }

    for (const [id, owner] of layerOf) {
      if (owner !== layer.name) continue;
      const forbidden = layer.forbidden?.find((pattern) => pattern.test(id));
      if (!forbidden || reported.has(forbidden)) continue;
      reported.add(forbidden);
      const chain = [id];
      for (let at = importerOf.get(id); at; at = importerOf.get(at)) chain.unshift(at);
      context.warn(
        `${shortId(id)} is in the "${layer.name}" first load, against its budget (${forbidden}):\n  ${chain.map(shortId).join('\n  -> ')}`,
      );
    }
  }

  const plugin: Plugin = {
    name: 'mise:load-layers',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      layerOf.clear();
      const ids = [...this.getModuleIds()];
      for (const layer of layers) await walkLayer(this, layer, ids);
    },
  };
  return { plugin, layerOf };
}
