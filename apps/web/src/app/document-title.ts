import { defaultBrandName } from '@mise/contract/settings/setting-choices';
import { useEffect } from 'react';

/** "Customers · Mise": the screen, then the brand; the brand alone where no screen is named. */
export const composeDocumentTitle = (screen: string | undefined, brand: string) =>
  screen ? `${screen} · ${brand}` : brand;

// The shell knows the brand, the screen (through its breadcrumbs) knows its name: each sets its
// part here, and whichever changes writes the whole title again.
const parts: { screen?: string; brand: string } = { brand: defaultBrandName };
const write = () => {
  document.title = composeDocumentTitle(parts.screen, parts.brand);
};

/** Names the screen in the document title while it is shown. */
export function useScreenTitle(screen: string | undefined) {
  useEffect(() => {
    parts.screen = screen;
    write();
    return () => {
      if (parts.screen === screen) parts.screen = undefined;
      write();
    };
  }, [screen]);
}

/** The brand name from the settings (or Mise) at the end of every title. */
export function useBrandTitle(brand: string) {
  useEffect(() => {
    parts.brand = brand;
    write();
  }, [brand]);
}
