import { Button, FileButton, Group, Image, Input, Paper, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  folder: string;
  storedName: string | null | undefined;
  file: File | undefined;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
  error?: string;
};

const acceptedImages = 'image/png,image/gif,image/jpeg';

/** Shows the stored or newly picked image, with choose and remove. */
export function ImageInput({ label, folder, storedName, file, onPick, onRemove, error }: Props) {
  const { t } = useTranslation();
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const source = previewUrl ?? (storedName ? `/images/${folder}/${storedName}` : undefined);

  return (
    <Input.Wrapper label={label} error={error}>
      <Paper withBorder p="sm" radius="md" mt={4}>
        <Group align="center" gap="md">
          {source ? (
            <Image src={source} w={96} h={96} fit="contain" radius="sm" alt={label} />
          ) : (
            <Group
              w={96}
              h={96}
              justify="center"
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 4 }}
            >
              <IconPhoto size={32} opacity={0.4} />
            </Group>
          )}
          <Group gap="xs">
            <FileButton onChange={(picked) => onPick(picked ?? undefined)} accept={acceptedImages}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
                  {t('form.choose_image')}
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
