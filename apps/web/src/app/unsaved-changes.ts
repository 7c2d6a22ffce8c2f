/** A form on screen that may hold unsaved changes, and its way of asking whether to drop them. */
export type UnsavedChangesGuard = {
  hasUnsavedChanges: () => boolean;
  /** Asks the user; resolves true when they chose to leave the changes behind. */
  askToDiscard: () => Promise<boolean>;
};

// Kept outside React and free of imports: the shell's reloads (the dark-mode switch, the theme
// picker) consult it on the first load, while the forms that register here load with their screens.
const guards = new Set<UnsavedChangesGuard>();

export function registerUnsavedChangesGuard(guard: UnsavedChangesGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** Resolves true when nothing unsaved would be lost, or the user agreed to lose it. */
export async function confirmDiscardingUnsavedChanges(): Promise<boolean> {
  for (const guard of guards) {
    if (guard.hasUnsavedChanges() && !(await guard.askToDiscard())) return false;
  }
  return true;
}
