import { Center, Group, Loader, Paper } from '@mantine/core';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import classes from './file-drop-zone.module.css';

type Props = {
  /** File name endings accepted, e.g. ['.csv', '.xlsx']; the server still checks the bytes. */
  extensions: string[];
  label: string;
  isLoading?: boolean;
  onChoose: (file: File) => void;
  onRefuse: () => void;
  /** What the zone shows; told whether a file is being dragged over it. */
  children: (isDraggedOver: boolean) => ReactNode;
  'data-testid'?: string;
};

const hasAcceptedName = (file: File, extensions: string[]) =>
  extensions.some((extension) => file.name.toLowerCase().endsWith(extension));

/** A drop area that is also a button: click, Enter or Space opens the file chooser. */
export function FileDropZone({ extensions, label, isLoading, onChoose, onRefuse, children, ...rest }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [isDraggedOver, setDraggedOver] = useState(false);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (hasAcceptedName(file, extensions)) onChoose(file);
    else onRefuse();
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDraggedOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <Paper
      withBorder
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-busy={isLoading}
      className={classes.zone}
      data-dragged-over={isDraggedOver || undefined}
      data-testid={rest['data-testid']}
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        input.current?.click();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDraggedOver(true);
      }}
      onDragLeave={() => setDraggedOver(false)}
      onDrop={drop}
    >
      <input
        ref={input}
        type="file"
        hidden
        accept={extensions.join(',')}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {isLoading ? (
        <Center mih={120}>
          <Loader size="md" />
        </Center>
      ) : (
        <Group justify="center" gap="lg" mih={120}>
          {children(isDraggedOver)}
        </Group>
      )}
    </Paper>
  );
}
