import { useCallback, useState } from 'react';

const storageKey = (gridId: string) => `grid.hiddenColumns.${gridId}`;

function readHidden(gridId: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(gridId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Hidden columns per grid, remembered in local storage. */
export function useHiddenColumns(gridId: string) {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(gridId));
  const toggle = useCallback(
    (field: string) => {
      setHidden((current) => {
        const next = current.includes(field) ? current.filter((name) => name !== field) : [...current, field];
        localStorage.setItem(storageKey(gridId), JSON.stringify(next));
        return next;
      });
    },
    [gridId],
  );
  return { hidden, toggle };
}
