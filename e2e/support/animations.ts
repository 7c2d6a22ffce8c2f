import type { Page } from '@playwright/test';

/**
 * Waits out the page's transitions, so what is audited or photographed is what stays on screen: a
 * menu caught while it fades in has its text at part of its colour, which axe reports as too little
 * contrast (seen on a busy CI machine). Mantine starts a fade two animation frames after the menu is
 * in the page, so those frames pass first. Endless animations (a loader) are left alone.
 */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}
