import { useCallback, useSyncExternalStore } from 'react';

const storageKey = 'newOrderSound';
const listeners = new Set<() => void>();

/** On unless the user switched it off on this browser. */
export const isOrderSoundOn = () => localStorage.getItem(storageKey) !== 'off';

function setOrderSoundOn(isOn: boolean) {
  localStorage.setItem(storageKey, isOn ? 'on' : 'off');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab switched it.
  const onStorage = (event: StorageEvent) => event.key === storageKey && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useOrderSound() {
  const isOn = useSyncExternalStore(subscribe, isOrderSoundOn);
  const toggle = useCallback(() => setOrderSoundOn(!isOrderSoundOn()), []);
  return { isOn, toggle };
}
