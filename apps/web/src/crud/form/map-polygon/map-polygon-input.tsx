import { Badge, Input } from '@mantine/core';
import { type GoogleMapData, type LatLng, parseCoordinates } from '@mise/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { lookupQueryOptions } from '../../resource-api.ts';
import type { FieldInputProps } from '../field-input-props.ts';
import { createPolygonMap, loadDrawingTools } from './leaflet-map.ts';
import classes from './map-polygon.module.css';
import { PointCheck } from './point-check.tsx';

/** Warsaw, for a panel whose settings name no map centre yet. */
const fallbackCenter: LatLng = { lat: 52.2297, lng: 21.0122 };
const defaultZoom = 10;

/** A polygon drawn on a map, stored as `{center, zoom, coords}`; the map itself loads with this chunk only. */
export default function MapPolygonInput({
  field,
  label,
  description,
  value,
  onChange,
  error,
  recordId,
}: FieldInputProps) {
  const { t, i18n } = useTranslation();
  const { resource, centerSetting } = field.map!;
  const data = value as GoogleMapData | null;
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<ReturnType<typeof createPolygonMap>>(undefined);
  const latest = useRef(onChange);
  latest.current = onChange;
  const [tilesFailed, setTilesFailed] = useState(false);
  const [point, setPoint] = useState<LatLng>();
  const [isMapReady, setMapReady] = useState(false);

  const centerQuery = useQuery({
    queryKey: ['setting', centerSetting],
    queryFn: ({ signal }) =>
      api
        .get<{ item: { value: unknown } }>(`/setting/${centerSetting}`, undefined, { signal })
        .then((body) => body.item.value),
    enabled: Boolean(centerSetting) && !data?.center,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const others = useQuery(lookupQueryOptions(resource));
  const isReady = !centerSetting || Boolean(data?.center) || !centerQuery.isPending;

  // The map starts once, from the stored view or the settings' centre; later changes come from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, when the centre is known.
  useEffect(() => {
    if (!isReady) return;
    let isGone = false;
    const settingCenter =
      typeof centerQuery.data === 'string' ? parseCoordinates(centerQuery.data) : undefined;
    loadDrawingTools().then(() => {
      if (isGone || !holder.current) return;
      map.current = createPolygonMap(
        holder.current,
        {
          center: data?.center ?? settingCenter ?? fallbackCenter,
          zoom: data?.zoom ?? defaultZoom,
          coords: data?.coords ?? [],
          language: i18n.language,
        },
        {
          onShapeChange: (next) => latest.current(next),
          onTilesFailed: setTilesFailed,
          onPointPicked: setPoint,
        },
      );
      setMapReady(true);
    });
    return () => {
      isGone = true;
      map.current?.destroy();
      map.current = undefined;
    };
  }, [isReady]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again once the map exists.
  useEffect(() => {
    const shapes = (others.data ?? [])
      .filter((record) => record.id !== recordId)
      .map((record) => (record[field.name] as GoogleMapData | null)?.coords ?? [])
      .filter((coords) => coords.length >= 3);
    map.current?.showOthers(shapes);
  }, [others.data, recordId, field.name, isMapReady]);

  useEffect(() => {
    map.current?.showPoint(point);
  }, [point]);

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <div className={classes.frame} data-vertices={data?.coords?.length ?? 0}>
        {/* Leaflet owns the inner element's classes; React styles only the box around it. */}
        <div
          className={[classes.map, tilesFailed ? classes.grid : '', error ? classes.invalid : ''].join(' ')}
        >
          <div ref={holder} role="application" aria-label={label} className={classes.canvas} />
        </div>
        {tilesFailed && (
          <Badge className={classes.note} color="gray" variant="default" size="sm">
            {t('resources.delivery_zone.tiles_unavailable')}
          </Badge>
        )}
      </div>
      <PointCheck resource={resource} point={point} onPoint={setPoint} />
    </Input.Wrapper>
  );
}
