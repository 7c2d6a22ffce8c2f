import { Alert, Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FunnelChannel, NotificationFunnel } from '@mise/contract';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { audienceCountQuery, audienceRulesOf, funnelProgressQuery, isSending } from './funnel-api.ts';
import { FunnelDeliveryLog } from './funnel-delivery-log.tsx';
import { FunnelStatusBadge } from './funnel-status-badge.tsx';

export const funnelChannelNames: FunnelChannel[] = ['sms', 'telegram_bot', 'push_notification', 'email'];
const typingDelayMs = 400;
const prefix = 'resources.notification_funnel';

type Props = { id?: number; values: Record<string, unknown> };

/** Under a funnel's fields: who the rules select now (a draft), or how the sending goes (started). */
export default function FunnelFormAddon({ id, values }: Props) {
  const stored = useQuery({ ...funnelProgressQuery(id ?? 0), enabled: id !== undefined });
  const funnel = stored.data as NotificationFunnel | undefined;
  if (funnel && funnel.status !== 'DRAFT') return <FunnelProgress funnel={funnel} />;
  return <AudienceCount values={values} />;
}

function AudienceCount({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [rules] = useDebouncedValue(audienceRulesOf(values), typingDelayMs);
  const audience = useQuery(audienceCountQuery(rules));
  const chosen = funnelChannelNames.filter((channel) => values[channel] === true);
  const unconfigured = chosen.filter((channel) => audience.data && !audience.data.configured[channel]);
  return (
    <Card withBorder radius="md" mt="lg" padding="md" component="section" aria-labelledby="funnel-audience">
      <Group gap="xs" mb="xs">
        <IconUsers size={20} stroke={1.6} aria-hidden />
        <Title order={2} size="h4" id="funnel-audience">
          {t(`${prefix}.audience_now`)}
        </Title>
      </Group>
      <Text size="xl" fw={700} aria-live="polite" data-testid="funnel-audience-count">
        {audience.data ? t(`${prefix}.customers_count`, { count: audience.data.count }) : '…'}
      </Text>
      {chosen.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${prefix}.choose_channel`)}
        </Text>
      ) : (
        <Group gap="lg" mt={4}>
          {chosen.map((channel) => (
            <Text key={channel} size="sm">
              {t(`${prefix}.reach`, {
                channel: t(`${prefix}.channels.${channel}`),
                count: audience.data?.by_channel[channel] ?? 0,
              })}
            </Text>
          ))}
        </Group>
      )}
      {unconfigured.length > 0 && (
        <Alert
          color="yellow"
          mt="sm"
          icon={<IconAlertTriangle size={18} />}
          title={t(`${prefix}.not_configured_title`)}
          // Yellow on pale yellow is unreadable: the title keeps the text colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {t(`${prefix}.not_configured_text`, {
            channels: unconfigured.map((channel) => t(`${prefix}.channels.${channel}`)).join(', '),
          })}{' '}
          <Anchor component={Link} to="/app/settings/sms" fz="inherit" underline="always">
            {t(`${prefix}.open_settings`)}
          </Anchor>
        </Alert>
      )}
    </Card>
  );
}

function FunnelProgress({ funnel }: { funnel: NotificationFunnel }) {
  const { t } = useTranslation();
  const { total_count: total, sent_count: sent, failed_count: failed, skipped_count: skipped } = funnel;
  const waiting = Math.max(total - sent - failed - skipped, 0);
  const share = (part: number) => (total === 0 ? 0 : (part / total) * 100);
  const done = total === 0 ? 100 : Math.round(share(sent + failed + skipped));
  return (
    <Card withBorder radius="md" mt="lg" padding="md" component="section" aria-labelledby="funnel-progress">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="funnel-progress">
          {t(`${prefix}.sending`)}
        </Title>
        <FunnelStatusBadge status={funnel.status} />
      </Group>
      <Progress.Root size="xl" title={t(`${prefix}.progress_label`, { percent: done })}>
        <Progress.Section
          value={share(sent)}
          color="green"
          aria-label={t(`${prefix}.delivery_statuses.sent`)}
        />
        <Progress.Section
          value={share(failed)}
          color="red"
          aria-label={t(`${prefix}.delivery_statuses.failed`)}
        />
        <Progress.Section
          value={share(skipped)}
          color="gray"
          aria-label={t(`${prefix}.delivery_statuses.skipped`)}
        />
      </Progress.Root>
      <Text size="sm" mt="xs">
        {t(`${prefix}.sent_by`, {
          channels: funnelChannelNames
            .filter((channel) => funnel[channel])
            .map((channel) => t(`${prefix}.channels.${channel}`))
            .join(', '),
        })}
      </Text>
      <Group gap="lg" mt="xs" aria-live="polite" data-testid="funnel-counts">
        <Text size="sm">{t(`${prefix}.count_sent`, { count: sent, total })}</Text>
        <Text size="sm">{t(`${prefix}.count_failed`, { count: failed })}</Text>
        <Text size="sm">{t(`${prefix}.count_skipped`, { count: skipped })}</Text>
        {waiting > 0 && <Text size="sm">{t(`${prefix}.count_waiting`, { count: waiting })}</Text>}
      </Group>
      <Stack mt="md" gap="xs">
        <FunnelDeliveryLog id={funnel.id} isLive={isSending(funnel.status)} />
      </Stack>
    </Card>
  );
}
