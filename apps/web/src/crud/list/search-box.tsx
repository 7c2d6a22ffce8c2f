import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const searchDelayMs = 2000;

/** Searches 2 s after typing stops (Enter searches at once). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), searchDelayMs);
  };

  return (
    <TextInput
      type="search"
      aria-label={t('common.search')}
      placeholder={t('list.search_placeholder')}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        clearTimeout(timer.current);
        onSearch(text);
      }}
      flex={{ base: '1 1 10rem', sm: '0 0 260px' }}
    />
  );
}
