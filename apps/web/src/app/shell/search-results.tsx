import { Avatar, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import classes from './shell.module.css';

type SearchHit = { id: number; image?: string | null; name: unknown };
type SearchResponse = {
  products: SearchHit[];
  categories: SearchHit[];
  ingredients?: SearchHit[];
  faq?: unknown[];
};

const emptyResponse: SearchResponse = { products: [], categories: [] };
const maxPerGroup = 5;
/** Sample entries, as the spec asks: the FAQ block is not real data. */
const faqEntries = ['product', 'language', 'theme'] as const;

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

async function search(query: string, signal: AbortSignal): Promise<SearchResponse> {
  try {
    return { ...emptyResponse, ...(await api.get<SearchResponse>('/search', { q: query }, { signal })) };
  } catch (error) {
    // Spec part 1, section 8: search failures are only logged.
    if (!signal.aborted) console.error('GET /api/search failed', error);
    return emptyResponse;
  }
}

export function SearchResults({ query, onPick }: { query: string; onPick: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isFetching } = useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => search(query, signal),
    staleTime: 60_000,
  });

  if (!data && isFetching) {
    return (
      <Center p="md">
        <Loader size="sm" />
      </Center>
    );
  }

  return (
    <Stack gap="md" aria-label={t('shell.search_results')}>
      {groups.map((group) => {
        const hits = (data?.[group.key] ?? []).slice(0, maxPerGroup);
        return (
          <section key={group.key}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              {t(group.titleKey)}
            </Text>
            {hits.length === 0 ? (
              <Text size="sm" c="dimmed" px={6}>
                {t('shell.no_results')}
              </Text>
            ) : (
              <SimpleGrid cols={1} spacing={2}>
                {hits.map((hit) => {
                  const name = readTranslatable(hit.name, i18n.language) || t('shell.untitled');
                  return (
                    <Link
                      key={hit.id}
                      to={`${group.editPath}/${hit.id}`}
                      className={classes.resultCard}
                      onClick={onPick}
                    >
                      <Avatar
                        src={hit.image ? `/images/${group.folder}/${hit.image}` : null}
                        radius="sm"
                        size={40}
                        alt=""
                      >
                        <IconPhoto size={18} stroke={1.5} />
                      </Avatar>
                      <Text size="sm" fw={500} lineClamp={2}>
                        {name}
                      </Text>
                    </Link>
                  );
                })}
              </SimpleGrid>
            )}
          </section>
        );
      })}
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
