import { Avatar, Center, Loader, Stack, Text } from '@mantine/core';
import { type SearchHit, type SearchResponse, searchGroupSize } from '@mise/contract/lite/search';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type Ref, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import classes from './shell.module.css';

/** What the search box asks of the results while the focus stays in the box (aria-activedescendant). */
export type SearchResultsHandle = {
  /** Moves the highlighted card down (1) or up (-1); up from the first card goes back to the box. */
  move: (step: 1 | -1) => void;
  /** Opens the highlighted card's form; false when none is highlighted. */
  openActive: () => boolean;
};

type Props = {
  query: string;
  /** The id the cards' ids start with; the box points at the highlighted one. */
  idPrefix: string;
  onPick: () => void;
  onActiveChange: (optionId: string | undefined) => void;
  handle: Ref<SearchResultsHandle>;
};

const emptyResponse: SearchResponse = { products: [], categories: [], ingredients: [], faq: [] };
/** Sample entries, as the spec asks: the FAQ block is not real data. */
const faqEntries = ['product', 'language', 'theme'] as const;

// Ingredients come with the answer but are not shown (spec part 1, Global search).
const groups = [
  {
    key: 'products',
    titleKey: 'shell.products',
    folder: 'products',
    editPath: '/app/menu/products/products/edit',
  },
  {
    key: 'categories',
    titleKey: 'shell.categories',
    folder: 'categories',
    editPath: '/app/menu/categories/edit',
  },
] as const;

type Option = { id: string; to: string; hit: SearchHit; folder: string };

async function search(query: string, signal: AbortSignal): Promise<SearchResponse> {
  try {
    return { ...emptyResponse, ...(await api.get<SearchResponse>('/search', { q: query }, { signal })) };
  } catch (error) {
    // Spec part 1, section 8: search failures are only logged.
    if (!signal.aborted) console.error('GET /api/search failed', error);
    return emptyResponse;
  }
}

/** Up from the first card leaves the cards (-1, the box); down from the last wraps to the first. */
const nextIndex = (current: number, step: 1 | -1, count: number) =>
  step === 1 ? (current + 1) % count : current === -1 ? count - 1 : current - 1;

export function SearchResults({ query, idPrefix, onPick, onActiveChange, handle }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data, isFetching } = useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => search(query, signal),
    staleTime: 60_000,
  });
  const optionsByGroup = useMemo(
    () =>
      groups.map((group) =>
        (data?.[group.key] ?? []).slice(0, searchGroupSize).map(
          (hit): Option => ({
            id: `${idPrefix}-${group.key}-${hit.id}`,
            to: `${group.editPath}/${hit.id}`,
            hit,
            folder: group.folder,
          }),
        ),
      ),
    [data, idPrefix],
  );
  const options = useMemo(() => optionsByGroup.flat(), [optionsByGroup]);
  // Kept by id, so a card that a new answer no longer has is simply not highlighted any more.
  const [highlighted, setHighlighted] = useState<string>();
  const activeIndex = options.findIndex((option) => option.id === highlighted);
  const activeId = options[activeIndex]?.id;

  useEffect(() => {
    onActiveChange(activeId);
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
    return () => onActiveChange(undefined);
  }, [activeId, onActiveChange]);

  useImperativeHandle(
    handle,
    () => ({
      move: (step) => {
        if (options.length > 0) setHighlighted(options[nextIndex(activeIndex, step, options.length)]?.id);
      },
      openActive: () => {
        const option = options[activeIndex];
        if (!option) return false;
        onPick();
        void navigate({ to: option.to });
        return true;
      },
    }),
    [options, activeIndex, navigate, onPick],
  );

  if (!data && isFetching) {
    return (
      <Center p="md">
        <Loader size="sm" />
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap="md" role="listbox" aria-label={t('shell.search_results')}>
        {groups.map((group, groupIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of listbox options (ARIA listbox pattern), not of form controls
          <div key={group.key} role="group" aria-labelledby={`${idPrefix}-${group.key}`}>
            <Text id={`${idPrefix}-${group.key}`} size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              {t(group.titleKey)}
            </Text>
            {optionsByGroup[groupIndex].length === 0 ? (
              <Text size="sm" c="dimmed" px={6}>
                {t('shell.no_results')}
              </Text>
            ) : (
              <Stack gap={2}>
                {optionsByGroup[groupIndex].map((option) => (
                  <Link
                    key={option.id}
                    id={option.id}
                    to={option.to}
                    role="option"
                    aria-selected={option.id === activeId}
                    // The box keeps the focus; the cards are reached with the arrow keys or the mouse.
                    tabIndex={-1}
                    className={classes.resultCard}
                    onClick={onPick}
                  >
                    <Avatar
                      src={option.hit.image ? `/images/${option.folder}/${option.hit.image}` : null}
                      radius="sm"
                      size={40}
                      alt=""
                    >
                      <IconPhoto size={18} stroke={1.5} />
                    </Avatar>
                    <Text size="sm" fw={500} lineClamp={2}>
                      {readTranslatable(option.hit.name, i18n.language) || t('shell.untitled')}
                    </Text>
                  </Link>
                ))}
              </Stack>
            )}
          </div>
        ))}
      </Stack>
      <section>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
          {t('shell.faq')}
        </Text>
        <Stack gap={8} px={6}>
          {faqEntries.map((entry) => (
            <div key={entry}>
              <Text size="sm" fw={500}>
                {t(`shell.faq_entries.${entry}.question`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`shell.faq_entries.${entry}.answer`)}
              </Text>
            </div>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
