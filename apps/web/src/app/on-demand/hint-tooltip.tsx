import { Tooltip } from '@mantine/core';
import type { OverlayProps } from './deferred-overlay.tsx';
import type { HintOptions } from './hint.tsx';

export function HintTooltip({
  trigger,
  defaultOpened,
  label,
  position,
}: OverlayProps<HintOptions & { label: string }>) {
  return (
    <Tooltip label={label} position={position} withArrow={position === 'right'} defaultOpened={defaultOpened}>
      {trigger}
    </Tooltip>
  );
}
