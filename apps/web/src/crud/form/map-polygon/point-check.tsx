import { Button, Group, Text, TextInput } from '@mantine/core';
import { type DeliveryZone, type LatLng, parseCoordinates, readTranslatable } from '@mise/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import MoneyText from '../../list/money-text.tsx';

const asText = ({ lat, lng }: LatLng) => `${lat}, ${lng}`;

/** "Check an address": a point clicked on the map or typed as lat,lng, and the zone that serves it. */
export function PointCheck({
  resource,
  point,
  onPoint,
}: {
  resource: string;
  point: LatLng | undefined;
  onPoint: (point: LatLng) => void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [isInvalid, setInvalid] = useState(false);
  const check = useMutation({
    mutationFn: (at: LatLng) =>
      api.post<{ zone: DeliveryZone | null }>(`/${resource}/check_point_in_polygon`, at),
  });
  const { mutate } = check;

  useEffect(() => {
    if (!point) return;
    setText(asText(point));
    mutate(point);
  }, [point, mutate]);

  const submit = () => {
    const typed = parseCoordinates(text);
    setInvalid(!typed);
    if (typed) onPoint(typed);
  };
  const zone = check.data?.zone;

  return (
    <Group align="flex-end" mt="sm" gap="sm" wrap="wrap">
      <TextInput
        label={t('resources.delivery_zone.check_label')}
        placeholder="52.2297, 21.0122"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter checks the point here instead of submitting the whole form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
        error={isInvalid ? t('messages.invalid_coordinates') : undefined}
        w={260}
      />
      <Button variant="default" onClick={submit} loading={check.isPending}>
        {t('resources.delivery_zone.check')}
      </Button>
      {check.isSuccess && (
        <Text size="sm" role="status" pb={8}>
          {zone ? (
            <>
              <b>{readTranslatable(zone.name, i18n.language)}</b> · <MoneyText value={zone.cost} /> ·{' '}
              {t('resources.delivery_zone.minutes', { count: zone.service_time })}
            </>
          ) : (
            t('resources.delivery_zone.no_zone')
          )}
        </Text>
      )}
    </Group>
  );
}
