import { Button, FileButton, Group, Image, Input, Paper, Text } from '@mantine/core';
import { IconMovie, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type MediaKind = 'image' | 'video';

type Props = {
  kind: MediaKind;
  label: string;
  description?: string;
  folder: string;
  storedName: string | null | undefined;
  file: File | undefined;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
  error?: string;
};

const emptyPreview = (icon: ReactNode, width: number) => (
  <Group
    w={width}
    h={96}
    justify="center"
    bg="var(--mantine-color-default-hover)"
    style={{ borderRadius: 4 }}
  >
    {icon}
  </Group>
);

/** What differs between kinds: what the picker offers, where stored files are served, the preview. */
const kinds: Record<
  MediaKind,
  {
    accept: string;
    servedFrom: string;
    chooseKey: string;
    preview: (source: string | undefined, label: string) => ReactNode;
  }
> = {
  image: {
    accept: 'image/png,image/gif,image/jpeg',
    servedFrom: '/images',
    chooseKey: 'form.choose_image',
    preview: (source, label) =>
      source ? (
        <Image src={source} w={96} h={96} fit="contain" radius="sm" alt={label} />
      ) : (
        emptyPreview(<IconPhoto size={32} opacity={0.4} />, 96)
      ),
  },
  video: {
    accept: 'video/webm,video/mp4',
    servedFrom: '/videos',
    chooseKey: 'form.choose_video',
    // Plays in place, so the manager sees the clip the app will show; the server answers range
    // requests, so seeking works before the whole file is loaded.
    preview: (source, label) =>
      source ? (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the manager's own upload; stories carry no caption file
        <video
          key={source}
          src={source}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          style={{ width: 240, maxHeight: 180, borderRadius: 4, background: 'black' }}
        />
      ) : (
        emptyPreview(<IconMovie size={32} opacity={0.4} />, 160)
      ),
  },
};

/** An uploaded image or video: the stored or newly picked file shown, with choose and remove. */
export function MediaInput({
  kind,
  label,
  description,
  folder,
  storedName,
  file,
  onPick,
  onRemove,
  error,
}: Props) {
  const { t } = useTranslation();
  const { accept, servedFrom, chooseKey, preview } = kinds[kind];
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const source = previewUrl ?? (storedName ? `${servedFrom}/${folder}/${storedName}` : undefined);

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Paper withBorder p="sm" radius="md" mt={4}>
        <Group align="center" gap="md">
          {preview(source, label)}
          <Group gap="xs">
            <FileButton onChange={(picked) => onPick(picked ?? undefined)} accept={accept}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
                  {t(chooseKey)}
                </Button>
              )}
            </FileButton>
            {source && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => {
                  onPick(undefined);
                  onRemove();
                }}
              >
                {t('form.remove_image')}
              </Button>
            )}
          </Group>
          {file && (
            <Text size="xs" c="dimmed">
              {file.name}
            </Text>
          )}
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}
