import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenPreload } from './build-plugins/first-screen.plugin.ts';
import { loadLayers } from './build-plugins/load-layers.plugin.ts';
import { mantineComponentStyles } from './build-plugins/mantine-styles.plugin.ts';
import { precompress } from './build-plugins/precompress.plugin.ts';
import { textPartsPlugin } from './build-plugins/text-parts.plugin.ts';
import { interfaceLanguages } from './src/i18n/languages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:3000';
const proxy = Object.fromEntries(['/api', '/images', '/videos'].map((path) => [path, { target: apiServer }]));

const inNodeModules = /[\\/]node_modules[\\/]/;

// Budgets (gzip, cold): the sign-in screen 150 kB, the panel's first screen 250 kB.
const { plugin: layersPlugin, layerOf } = loadLayers([
  {
    name: 'sign-in',
    roots: ['entry', '/src/features/auth/login-page.tsx'],
    forbidden: [
      /[\\/]node_modules[\\/](zod|react-hook-form|@hookform|@tanstack[\\/](query-core|react-query|table-core)|dayjs|@floating-ui)[\\/]/,
      /[\\/]src[\\/]crud[\\/](form|list[\\/](?!list-search\.ts))/,
    ],
  },
  {
    name: 'panel',
    roots: ['/src/app/shell/app-layout.tsx', '/src/app/panel-guard.ts', '/src/app/overlays-on-demand.tsx'],
    // floating-ui comes with Menu, Popover, Tooltip, Select and even Table: the shell and lists
    // load those on first intent (app/on-demand), not with every screen.
    forbidden: [/[\\/]node_modules[\\/](react-hook-form|@hookform|dayjs|@floating-ui)[\\/]/],
  },
]);

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    mantineComponentStyles(),
    textPartsPlugin(join(root, 'src/i18n')),
    layersPlugin,
    firstScreenPreload(
      [
        {
          when: "path === '/' && !token",
          modules: ['/src/features/auth/login-page.tsx'],
          texts: ['sign-in'],
        },
        {
          when: "path.indexOf('/app') === 0 && token",
          modules: ['/src/app/shell/app-layout.tsx', '/src/app/panel-guard.ts'],
          texts: ['sign-in', 'panel'],
        },
      ],
      interfaceLanguages,
    ),
    precompress(),
  ],
  build: {
    outDir: join(root, 'dist'),
    emptyOutDir: true,
    // The sign-in libraries are one ~1 MB chunk (130 kB gzip) on purpose; npm run bench checks
    // the budgets, in gzip.
    chunkSizeWarningLimit: 1100,
    // Every browser the panel supports preloads modules itself.
    modulePreload: {
      polyfill: false,
      // A lazy screen's JavaScript imports its own chunks; only its styles need the preload list.
      // Listing every chunk of every screen in the entry cost the sign-in screen ~0.7 kB a screen set.
      // The page itself still preloads every chunk of its first load.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : dependencies.filter((name) => name.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Route screens are lazy imports, so each screen is its own chunk (router.tsx). What a
        // first load needs is bundled into few files instead (load-layers.plugin.ts): the
        // libraries of the sign-in screen, then everything the shell adds.
        codeSplitting: {
          groups: [
            {
              // With its few icons: as chunks of their own they cost the sign-in screen 0.4 kB more.
              name: 'sign-in-libraries',
              priority: 2,
              test: (id) => layerOf.get(id) === 'sign-in' && inNodeModules.test(id),
            },
            {
              name: 'panel',
              priority: 1,
              test: (id) => layerOf.get(id) === 'panel',
              // Its modules import the entry's (the API client, the session): leave those there.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
