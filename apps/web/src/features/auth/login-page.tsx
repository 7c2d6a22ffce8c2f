import { Button, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag, IconSpeakerphone, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MiseLogo, MiseMark } from '../../app/mise-logo.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { interfaceLanguages } from '../../i18n/languages.ts';
import classes from './login.module.css';
import { LoginForm } from './login-form.tsx';

const features = [
  { icon: IconShoppingBag, textKey: 'login.feature_orders' },
  { icon: IconToolsKitchen2, textKey: 'login.feature_menu' },
  { icon: IconSpeakerphone, textKey: 'login.feature_marketing' },
] as const;

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <aside className={classes.brandPanel}>
        <div className={classes.brandLogo}>
          <MiseMark size={44} />
          Mise
        </div>
        <Stack gap="lg" maw={440}>
          <Title order={2} fz={30} lh={1.2}>
            {t('login.description')}
          </Title>
          {features.map(({ icon: Icon, textKey }) => (
            <div key={textKey} className={classes.feature}>
              <span className={classes.featureIcon}>
                <Icon size={18} stroke={1.8} />
              </span>
              <Text fw={500} pt={5}>
                {t(textKey)}
              </Text>
            </div>
          ))}
        </Stack>
        <Text size="sm" opacity={0.8}>
          © {new Date().getFullYear()} Mise
        </Text>
      </aside>

      <section className={classes.formPanel}>
        <Stack className={classes.form} gap="xl">
          <div className={classes.mobileLogo}>
            <MiseLogo size={40} />
          </div>
          <div>
            <Title order={1} fz={28}>
              {t('login.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('login.subtitle')}
            </Text>
            <Text c="dimmed" size="sm" mt="sm" hiddenFrom="md">
              {t('login.description')}
            </Text>
          </div>
          <LoginForm />
          <LanguageLinks />
        </Stack>
      </section>
    </main>
  );
}

/** A light language switch: the sign-in screen avoids the shell's dropdown and its weight. */
function LanguageLinks() {
  const { t, i18n } = useTranslation();
  return (
    <nav className={classes.languages} aria-label={t('login.language')}>
      {interfaceLanguages.map((language) => {
        const isCurrent = (i18n.resolvedLanguage ?? i18n.language) === language;
        return (
          <Button
            key={language}
            lang={language}
            size="compact-sm"
            variant={isCurrent ? 'light' : 'subtle'}
            color={isCurrent ? undefined : 'gray'}
            aria-pressed={isCurrent}
            onClick={() => void changeLanguage(language)}
          >
            {t(`shell.languages.${language}`)}
          </Button>
        );
      })}
    </nav>
  );
}
