import type { ComponentProps } from 'react';
import { MediaInput } from './media-input.tsx';

/** Shows the stored or newly picked image, with choose and remove. */
export function ImageInput(props: Omit<ComponentProps<typeof MediaInput>, 'kind'>) {
  return <MediaInput kind="image" {...props} />;
}
