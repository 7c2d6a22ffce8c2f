import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user.ts';
import { useScreenTitle } from '../../app/document-title.ts';
import { getVisibleSections } from '../../app/navigation.ts';
import classes from './home.module.css';

/** The landing screen: who is signed in, and a card per section that has screens. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  useScreenTitle(t('common.home'));
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date());
  // Home itself is where we are; list only the screens one can go to from here.
  const sections = getVisibleSections(user?.role)
    .map((section) => ({ ...section, entries: section.entries.filter((entry) => entry.to !== '/app') }))
    .filter((section) => section.entries.length > 0);

  return (
    <Stack gap="xl">
      <div className={classes.hero}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {user?.first_name ? t('home.greeting', { name: user.first_name }) : t('home.greeting_anonymous')}
        </Title>
        <Text mt={6} opacity={0.9}>
          {t('home.intro')}
        </Text>
        <Text mt="md" size="sm" opacity={0.85}>
          {t('home.today', { date: today })}
          {user && ` · ${t('home.signed_in_as', { email: user.email, role: t(`shell.roles.${user.role}`) })}`}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {sections.map((section) => {
          const Icon = section.icon;
          return (
            <Card
              key={section.id}
              withBorder
              radius="lg"
              padding="lg"
              className={classes.card}
              data-section={section.id}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={42} radius="md" variant="light">
                  <Icon size={22} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Title order={3} fz="lg">
                    {t(section.labelKey)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`home.section_description.${section.id}`)}
                  </Text>
                </div>
              </Group>
              <Stack gap={2}>
                {section.entries.map((entry) => {
                  const EntryIcon = entry.icon;
                  return (
                    <Link key={entry.to} to={entry.to} className={classes.entry}>
                      <EntryIcon size={18} stroke={1.6} />
                      {t(entry.labelKey)}
                      <IconChevronRight
                        size={16}
                        className={classes.entryArrow}
                        aria-label={t('home.open')}
                      />
                    </Link>
                  );
                })}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
