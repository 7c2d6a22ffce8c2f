import type { GoogleMapData, LatLng } from '@mise/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** Where the tiles come from; a deployment without internet access points it at its own tile server. */
export const tileUrl = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * Geoman (the drawing tools) is a chunk of its own, keeping each under the lazy-chunk budget; it
 * extends the global `L` that Leaflet's build sets, so it loads after Leaflet.
 */
export const loadDrawingTools = () =>
  Promise.all([
    import('@geoman-io/leaflet-geoman-free'),
    import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'),
  ]);

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const toLatLng = ({ lat, lng }: L.LatLng): LatLng => ({ lat: round(lat), lng: round(lng) });

type MapEvents = {
  onShapeChange: (data: GoogleMapData | null) => void;
  onTilesFailed: (failed: boolean) => void;
  onPointPicked: (point: LatLng) => void;
};

/**
 * A Leaflet map holding at most one editable polygon (Geoman's draw, edit, drag and remove tools).
 * Every change of the polygon reports it with the map's centre and zoom at that moment.
 */
export function createPolygonMap(
  element: HTMLElement,
  start: { center: LatLng; zoom: number; coords: LatLng[]; language: string },
  events: MapEvents,
) {
  const map = L.map(element, { center: start.center, zoom: start.zoom });
  let hasTiles = false;
  L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap' })
    .on('tileload', () => {
      hasTiles = true;
      events.onTilesFailed(false);
    })
    .on('tileerror', () => {
      if (!hasTiles) events.onTilesFailed(true);
    })
    .addTo(map);
  map.pm.setLang(start.language as L.PM.SupportLocales);
  map.pm.addControls({
    position: 'topleft',
    drawMarker: false,
    drawCircleMarker: false,
    drawPolyline: false,
    drawCircle: false,
    drawText: false,
    cutPolygon: false,
    rotateMode: false,
  });
  // Geoman titles the box around each tool, not the tool's own link: give the link that name.
  for (const button of element.querySelectorAll('.leaflet-buttons-control-button')) {
    const title = button.parentElement?.getAttribute('title');
    if (title) button.setAttribute('aria-label', title);
  }

  let shape: L.Polygon | undefined;
  const report = () => {
    if (!shape) return events.onShapeChange(null);
    const ring = shape.getLatLngs()[0] as L.LatLng[];
    events.onShapeChange({
      center: toLatLng(map.getCenter()),
      zoom: map.getZoom(),
      coords: ring.map(toLatLng),
    });
  };
  const adopt = (layer: L.Polygon) => {
    shape = layer;
    layer.on('pm:edit pm:dragend', report);
  };
  if (start.coords.length > 0) adopt(L.polygon(start.coords).addTo(map));
  // One zone, one polygon: a new drawing replaces the old one.
  map.on('pm:create', (event) => {
    shape?.remove();
    adopt(event.layer as L.Polygon);
    report();
  });
  map.on('pm:remove', (event) => {
    if (event.layer !== shape) return;
    shape = undefined;
    report();
  });
  map.on('click', (event: L.LeafletMouseEvent) => {
    const isBusy =
      map.pm.globalDrawModeEnabled() || map.pm.globalEditModeEnabled() || map.pm.globalRemovalModeEnabled();
    if (!isBusy) events.onPointPicked(toLatLng(event.latlng));
  });

  const others = L.layerGroup().addTo(map);
  let pin: L.CircleMarker | undefined;
  return {
    /** Other records' shapes, faint and out of reach of the editing tools. */
    showOthers(shapes: LatLng[][]) {
      others.clearLayers();
      for (const coords of shapes) {
        L.polygon(coords, {
          color: '#868e96',
          weight: 1,
          fillOpacity: 0.08,
          interactive: false,
          pmIgnore: true,
        }).addTo(others);
      }
    },
    showPoint(point: LatLng | undefined) {
      pin?.remove();
      pin = point
        ? L.circleMarker(point, { radius: 6, color: '#e8590c', pmIgnore: true, interactive: false }).addTo(
            map,
          )
        : undefined;
    },
    destroy: () => map.remove(),
  };
}
