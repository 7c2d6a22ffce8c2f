import type { ReactElement } from 'react';
import { DeferredOverlay } from './deferred-overlay.tsx';

export type HintOptions = { position?: 'top' | 'right' | 'bottom' | 'left'; disabled?: boolean };

const loadHintTooltip = () => import('./hint-tooltip.tsx').then((module) => module.HintTooltip);

/** A tooltip over a control that is already named (aria-label); Mantine's Tooltip loads on first hover. */
export function Hint({
  label,
  children,
  position,
  disabled,
}: HintOptions & { label: string; children: ReactElement }) {
  if (disabled) return children;
  return (
    <DeferredOverlay
      trigger={children as ReactElement<object>}
      load={loadHintTooltip}
      props={{ label, position }}
      opensOn="hover"
    />
  );
}
