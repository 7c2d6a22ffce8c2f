import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { navigationSections } from '../../apps/web/src/app/navigation.ts';
import { waitForTransitions } from './animations.ts';
import { settingsTabKeys } from './pages/settings.page.ts';

/** What the spec needs of a resource declaration (apps/web/src/resources/index.ts). */
type ResourceDeclaration = { path: string; formMode: 'page' | 'drawer' | 'none' };

// Loaded at run time, not type-checked with the specs: the declarations import the panel's
// React modules, which only the web project's compiler settings know how to check.
const resourcesModule = new URL('../../apps/web/src/resources/index.ts', import.meta.url).href;
const { resourceEntries } = (await import(resourcesModule)) as { resourceEntries: ResourceDeclaration[] };

/** The impacts that fail a screen; 'minor' and 'moderate' findings do not. */
const failingImpacts = new Set(['serious', 'critical']);

/** A screen of the panel: a name for messages, its path, and whether it opens a dialog. */
export type AuditedScreen = { name: string; path: string; hasDialog?: boolean };

/**
 * Every signed-in screen, taken from the sidebar and the resource declarations so that a new
 * entry or resource is audited too: each sidebar entry (lists, home, settings, SMS), each
 * resource's create form (a page, or the drawer over its list) and each settings tab.
 */
export function panelScreens(): AuditedScreen[] {
  const entries = navigationSections.flatMap((section) => section.entries);
  const lists = entries.map((entry) => ({ name: entry.to, path: entry.to }));
  // A read-only list (orders) has no form; its own screens are audited by their specs.
  const forms = resourceEntries
    .filter((resource) => resource.formMode !== 'none')
    .map((resource) =>
      resource.formMode === 'drawer'
        ? { name: `${resource.path} create drawer`, path: `/app/${resource.path}?form=new`, hasDialog: true }
        : { name: `${resource.path}/create`, path: `/app/${resource.path}/create` },
    );
  const settingsPath = entries.find((entry) => entry.labelKey === 'nav.items.settings')?.to;
  const tabs = settingsPath
    ? settingsTabKeys
        .slice(1)
        .map((key, index) => ({ name: `settings ${key}`, path: `${settingsPath}?tab=${index + 1}` }))
    : [];
  return [...lists, ...forms, ...tabs];
}

// axe-core's own script, put into the page once per document and run there. @axe-core/playwright
// runs each audit through every frame and then finishes it in a new blank tab, which cost four
// times the audit itself on a 2-core CI machine (0.9 s against 0.2 s a screen); the panel has no
// frames to follow.
const axeScript = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function runAxe(page: Page, include: string[]): Promise<AxeResults['violations']> {
  await waitForTransitions(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript);
  return page.evaluate(async (selectors) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const context = selectors.length > 0 ? { include: selectors } : document;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, include);
}

/**
 * One line per element of each serious or critical finding, so a failure says what and where.
 * `include` narrows the audit (e.g. to `main` once the shell around it has been audited).
 */
export async function findSeriousViolations(page: Page, include: string[] = []): Promise<string[]> {
  const violations = await runAxe(page, include);
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} (${node.failureSummary})`,
      ),
    );
}

/** Records (without stopping the test) every serious or critical finding on the page as it is. */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  include: string[] = [],
): Promise<void> {
  expect.soft(await findSeriousViolations(page, include), `axe on ${where}`).toEqual([]);
}
