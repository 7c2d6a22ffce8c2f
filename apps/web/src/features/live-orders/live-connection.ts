import { useSyncExternalStore } from 'react';

/** Whether the order event stream is open: the top bar says so while it is reconnecting. */
let isOpen = false;
const listeners = new Set<() => void>();

export function setLiveConnectionOpen(open: boolean) {
  if (open === isOpen) return;
  isOpen = open;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useIsLiveConnectionOpen = () => useSyncExternalStore(subscribe, () => isOpen);
