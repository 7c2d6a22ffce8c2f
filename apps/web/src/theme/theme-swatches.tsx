import { Box, CheckIcon, ColorSwatch, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contrastRatio } from './mantine-theme.ts';
import { palettes, themeColors } from './palettes.ts';
import { applyThemeWithReload, getStoredTheme, type ThemeId, themeModes, toThemeId } from './theme-id.ts';

export type ThemeSwatchesProps = {
  /** The selected theme; the stored one when left out. */
  value?: ThemeId;
  /** Called instead of the default "store and reload after 500 ms". */
  onChange?: (id: ThemeId) => void;
};

// A gap in the page colour, then a thin border: visible on light and dark pages alike.
const ring = '0 0 0 3px var(--mantine-color-body), 0 0 0 4px var(--mantine-color-default-border)';

const gridStyle = { display: 'grid', gridTemplateColumns: 'repeat(5, 32px)', gap: 16, padding: 4 } as const;

/** The theme picker: the ten colours in light mode (two rows of five), then the ten in dark mode. */
export function ThemeSwatches({ value, onChange }: ThemeSwatchesProps) {
  const { t } = useTranslation();
  const selected = value ?? getStoredTheme();
  const pick = onChange ?? applyThemeWithReload;

  return (
    <Stack gap="md">
      {themeModes.map((mode) => (
        <Stack key={mode} gap={6}>
          <Text size="sm" fw={500}>
            {t(`theme.${mode}`)}
          </Text>
          <Box role="radiogroup" aria-label={t(`theme.${mode}`)} style={gridStyle}>
            {themeColors.map((color) => {
              const id = toThemeId(mode, color);
              const palette = palettes[color];
              const fill = palette.shades[palette.primaryShade[mode]];
              const isSelected = id === selected;
              const label = `${t(`theme.${color}`)} (${t(`theme.${mode}`)})`;
              return (
                <Tooltip key={id} label={label} withArrow>
                  <UnstyledButton
                    role="radio"
                    aria-checked={isSelected}
                    aria-label={label}
                    data-theme-id={id}
                    onClick={() => pick(id)}
                  >
                    <ColorSwatch color={fill} size={32} style={{ boxShadow: ring }}>
                      {isSelected && (
                        <CheckIcon
                          size={14}
                          color={
                            contrastRatio(fill, '#ffffff') >= contrastRatio(fill, '#000000') ? '#fff' : '#000'
                          }
                        />
                      )}
                    </ColorSwatch>
                  </UnstyledButton>
                </Tooltip>
              );
            })}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
