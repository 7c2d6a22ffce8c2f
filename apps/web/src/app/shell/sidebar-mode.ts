import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

export type SidebarMode = 'default' | 'sub-hidden' | 'hidden';
export type Viewport = 'mobile' | 'medium' | 'wide';

/** Spec part 1, App shell: four clicks bring the sidebar back where it started. */
export const sidebarCycle: readonly SidebarMode[] = ['default', 'sub-hidden', 'hidden', 'sub-hidden'];

/**
 * The one place the panel's breakpoints live (spec: 768 and 1440 px). The shell's CSS follows
 * the `data-viewport` this decides instead of media queries of its own, so at exactly 768 px
 * script and styles cannot disagree.
 */
export const mobileBelowPx = 768;
export const wideFromPx = 1440;
export const mobileQuery = `(max-width: ${mobileBelowPx - 0.02}px)`;
export const mediumQuery = `(min-width: ${mobileBelowPx}px) and (max-width: ${wideFromPx - 0.02}px)`;

/** Where the toggle's place in the cycle is remembered across reloads. */
export const sidebarStorageKeys = { step: 'shell.sidebarStep', isMediumHidden: 'shell.sidebarMediumHidden' };

export function nextSidebarStep(step: number): number {
  return (step + 1) % sidebarCycle.length;
}

/**
 * Between 768 and 1440 px the sidebar is icons only (the toggle may still hide it);
 * on phones it is an overlay drawer, shown with labels.
 */
export function resolveSidebarMode(viewport: Viewport, step: number, isMediumHidden: boolean): SidebarMode {
  if (viewport === 'mobile') return 'default';
  if (viewport === 'medium') return isMediumHidden ? 'hidden' : 'sub-hidden';
  return sidebarCycle[step % sidebarCycle.length];
}

export function useSidebarMode() {
  const isMobile = useMediaQuery(mobileQuery, false, { getInitialValueInEffect: false });
  const isMedium = useMediaQuery(mediumQuery, false, { getInitialValueInEffect: false });
  const viewport: Viewport = isMobile ? 'mobile' : isMedium ? 'medium' : 'wide';
  const [storedStep, setStep] = useLocalStorage({
    key: sidebarStorageKeys.step,
    defaultValue: 0,
    getInitialValueInEffect: false,
  });
  const [isMediumHidden, setMediumHidden] = useLocalStorage({
    key: sidebarStorageKeys.isMediumHidden,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  // A hand-edited or stale value must not break the cycle.
  const step = Number.isInteger(storedStep) && storedStep >= 0 ? storedStep % sidebarCycle.length : 0;
  const [isMobileOpened, setMobileOpened] = useState(false);

  const toggle = () => {
    if (viewport === 'mobile') setMobileOpened((opened) => !opened);
    else if (viewport === 'medium') setMediumHidden((hidden) => !hidden);
    else setStep(nextSidebarStep(step));
  };

  return {
    viewport,
    mode: resolveSidebarMode(viewport, step, isMediumHidden),
    isMobileOpened,
    closeMobile: () => setMobileOpened(false),
    toggle,
  };
}
