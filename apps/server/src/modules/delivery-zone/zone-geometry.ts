import type { LatLng } from '@mise/contract';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import kinks from '@turf/kinks';

/** GeoJSON wants [lng, lat] and a closed ring (the first corner repeated at the end). */
function toPolygon(coords: LatLng[]) {
  const ring = coords.map(({ lat, lng }) => [lng, lat]);
  return polygon([[...ring, ring[0]]]);
}

/** True when two of the zone's edges cross or touch away from their shared corners. */
export function selfIntersects(coords: LatLng[]): boolean {
  return kinks(toPolygon(coords)).features.length > 0;
}

/** Inside or on the border: a point on an edge or a corner belongs to the zone. */
export function zoneHolds(coords: LatLng[], { lat, lng }: LatLng): boolean {
  if (coords.length < 3) return false;
  return booleanPointInPolygon(point([lng, lat]), toPolygon(coords), { ignoreBoundary: false });
}
