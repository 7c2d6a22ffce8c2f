import { useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { lazyScreen, prefetchScreensAt } from '../../app/lazy-screen.tsx';
import type { ResourceConfig } from '../resource-config.ts';

/** The side modal form (Languages, and the quick form beside a full page). */
export const ResourceFormDrawer = lazyScreen(() =>
  import('../form/resource-form-drawer.tsx').then((module) => module.default),
);

/**
 * The screens a list opens (its form, as a drawer or a page, with its schema, and a record's own screen) start
 * downloading at the first sign the list is being used: the pointer over it or a focus in it. Then
 * the first Edit, Create or Open shows at once instead of after the download and React's 300 ms
 * for a suspended screen; a list that is only looked at downloads nothing more.
 */
export function usePrefetchOnIntent(config: ResourceConfig) {
  const router = useRouter();
  const isStarted = useRef(false);
  return () => {
    if (isStarted.current) return;
    isStarted.current = true;
    if (config.formMode === 'drawer' || config.quickForm) ResourceFormDrawer.prefetch();
    if (config.formMode === 'page') prefetchScreensAt(router, `${config.basePath}/create`);
    if (config.hasShowScreen) prefetchScreensAt(router, `${config.basePath}/show/0`);
    // The contract's schemas (zod and the reference lists they check against) load with a form.
    const schemas = [config.formMode === 'none' ? undefined : config.schema, config.quickForm?.schema];
    for (const schema of schemas) schema?.().catch(() => {});
  };
}
