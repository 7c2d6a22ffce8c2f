import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

export type SidebarMode = 'default' | 'sub-hidden' | 'hidden';
export type Viewport = 'mobile' | 'medium' | 'wide';

/** Spec part 1, App shell: four clicks bring the sidebar back where it started. */
export const sidebarCycle: readonly SidebarMode[] = ['default', 'sub-hidden', 'hidden', 'sub-hidden'];

export const mobileQuery = '(max-width: 767.98px)';
export const mediumQuery = '(min-width: 768px) and (max-width: 1439.98px)';

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
  const [step, setStep] = useState(0);
  const [isMediumHidden, setMediumHidden] = useState(false);
  const [isMobileOpened, setMobileOpened] = useState(false);

  const toggle = () => {
    if (viewport === 'mobile') setMobileOpened((opened) => !opened);
    else if (viewport === 'medium') setMediumHidden((hidden) => !hidden);
    else setStep(nextSidebarStep);
  };

  return {
    viewport,
    mode: resolveSidebarMode(viewport, step, isMediumHidden),
    isMobileOpened,
    closeMobile: () => setMobileOpened(false),
    toggle,
  };
}
