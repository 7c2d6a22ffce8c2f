import { ActionIcon, Center, Loader, Popover, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The results (with their own Mantine pieces and the contract's helpers) load with the first
// search, not with every panel screen.
const SearchResults = lazy(() =>
  import('./search-results.tsx').then((module) => ({ default: module.SearchResults })),
);

/** Spec part 1, Global search: the panel opens from 3 characters after trimming. */
export const searchMinLength = 3;
const typingDelayMs = 500;

export function GlobalSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [isOpened, setOpened] = useState(false);
  const [typed] = useDebouncedValue(text.trim(), typingDelayMs);
  // Enter and the icon search at once; otherwise the panel follows typing after a short pause.
  const query = submitted === text.trim() ? submitted : typed;
  const isSearchable = query.length >= searchMinLength;

  const submit = () => {
    const trimmed = text.trim();
    setSubmitted(trimmed);
    setOpened(trimmed.length >= searchMinLength);
  };

  return (
    <Popover
      opened={isOpened && isSearchable}
      onChange={setOpened}
      position="bottom-start"
      width="target"
      shadow="lg"
      trapFocus={false}
      returnFocus={false}
    >
      <Popover.Target>
        <TextInput
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpened(event.currentTarget.value.trim().length >= searchMinLength);
          }}
          onFocus={() => setOpened(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
            if (event.key === 'Escape') setOpened(false);
          }}
          placeholder={t('shell.search_placeholder')}
          // The popover marks the input expanded or not: that state belongs to a combobox.
          role="combobox"
          aria-label={t('shell.search')}
          title={t('shell.search_hint')}
          radius="xl"
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              onClick={submit}
              aria-label={t('shell.search')}
            >
              <IconSearch size={16} stroke={1.8} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown p="sm" miw={320} mah="70vh" style={{ overflowY: 'auto' }}>
        {isSearchable && (
          <Suspense
            fallback={
              <Center p="md">
                <Loader size="sm" />
              </Center>
            }
          >
            <SearchResults query={query} onPick={() => setOpened(false)} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
