import { Group, Text } from '@mantine/core';

type MiseLogoProps = {
  /** Height of the mark in px. */
  size?: number;
  withWordmark?: boolean;
  /** The wordmark text: the restaurant's brand name in the shell. */
  name?: string;
};

/** A serving cloche on a plate, in the theme's primary colour; "Mise" beside it. */
export function MiseMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label="Mise">
      <rect width="40" height="40" rx="11" fill="var(--mantine-primary-color-filled)" />
      <g
        fill="none"
        stroke="var(--mantine-primary-color-contrast)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9.5 26.5a10.5 10.5 0 0 1 21 0" />
        <path d="M7 30.5h26" />
        <path d="M14.2 23.2a6.2 6.2 0 0 1 3.6-4" strokeWidth="1.8" opacity="0.7" />
      </g>
      <circle cx="20" cy="13.2" r="2.2" fill="var(--mantine-primary-color-contrast)" />
    </svg>
  );
}

export function MiseLogo({ size = 36, withWordmark = true, name = 'Mise' }: MiseLogoProps) {
  return (
    <Group gap={10} wrap="nowrap" aria-label={name}>
      <MiseMark size={size} />
      {withWordmark && (
        <Text component="span" fw={750} fz={size * 0.62} lh={1} style={{ letterSpacing: '-0.03em' }}>
          {name}
        </Text>
      )}
    </Group>
  );
}
