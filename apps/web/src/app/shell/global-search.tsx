import { ActionIcon, Center, Loader, Paper, TextInput } from '@mantine/core';
import { useClickOutside, useDebouncedValue, useId } from '@mantine/hooks';
import { searchMinLength } from '@mise/contract/lite/search';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResultsHandle } from './search-results.tsx';
import classes from './shell.module.css';

// The results (with their own Mantine pieces and the contract's helpers) load with the first
// search, not with every panel screen.
const SearchResults = lazy(() =>
  import('./search-results.tsx').then((module) => ({ default: module.SearchResults })),
);

const typingDelayMs = 500;

/**
 * Spec part 1, Global search: the panel opens from 3 characters after trimming. A combobox: the
 * focus stays in the box while the arrow keys highlight a card (aria-activedescendant), Enter
 * opens it and Escape closes the panel.
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [isOpened, setOpened] = useState(false);
  const [activeId, setActiveId] = useState<string>();
  const [typed] = useDebouncedValue(text.trim(), typingDelayMs);
  // Enter and the icon search at once; otherwise the panel follows typing after a short pause.
  const query = submitted === text.trim() ? submitted : typed;
  const isSearchable = query.length >= searchMinLength;

  const isShown = isOpened && isSearchable;
  const panelId = useId();
  const box = useClickOutside(() => setOpened(false));
  const results = useRef<SearchResultsHandle>(null);
  const close = useCallback(() => setOpened(false), []);

  const submit = () => {
    const trimmed = text.trim();
    setSubmitted(trimmed);
    setOpened(trimmed.length >= searchMinLength);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (isShown) results.current?.move(event.key === 'ArrowDown' ? 1 : -1);
      else submit();
    } else if (event.key === 'Enter') {
      if (!isShown || !results.current?.openActive()) submit();
    } else if (event.key === 'Escape') {
      close();
    }
  };

  return (
    // A panel under the box rather than a Popover: floating-ui stays off the panel's first load.
    <div ref={box} className={classes.searchBox}>
      <TextInput
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpened(event.currentTarget.value.trim().length >= searchMinLength);
        }}
        onFocus={() => setOpened(true)}
        onKeyDown={onKeyDown}
        placeholder={t('shell.search_placeholder')}
        role="combobox"
        aria-expanded={isShown}
        aria-controls={isShown ? panelId : undefined}
        aria-activedescendant={isShown ? activeId : undefined}
        aria-autocomplete="list"
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
      {isShown && (
        <Paper id={panelId} shadow="lg" withBorder p="sm" className={classes.searchPanel}>
          <Suspense
            fallback={
              <Center p="md">
                <Loader size="sm" />
              </Center>
            }
          >
            <SearchResults
              query={query}
              idPrefix={panelId}
              onPick={close}
              onActiveChange={setActiveId}
              handle={results}
            />
          </Suspense>
        </Paper>
      )}
    </div>
  );
}
