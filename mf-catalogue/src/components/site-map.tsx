import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type Leaflet from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@atlas/runtime';
import { CATALOGUE_NS } from '../i18n/catalogue';
import '../i18n/catalogue-places';

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
  selected?: boolean;
}

export interface SiteMapProps {
  points: MapPoint[];
  /** Accessible name of the map region. */
  label: string;
  onSelect?: (id: string) => void;
  height?: number;
  /** Zoom on the selected point (default 14, a neighbourhood; 17 shows the street). */
  selectedZoom?: number;
  /** What the notice says when tiles cannot load: where the page holds the same information. */
  unavailableNotice?: string;
}

const Frame = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background: ${({ theme }) => theme.colors.background.subtle};
`;

const Notice = styled.p`
  position: absolute;
  inset-inline: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  z-index: 500;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MOROCCO: Leaflet.LatLngExpression = [31.8, -7.1];

type LeafletModule = typeof Leaflet;

/**
 * Leaflet reads `window` as it loads: it is evaluated in the browser only, once the map is mounted,
 * so a page with a map renders on the server too (`eager`: in this chunk, no request of its own).
 */
const loadLeaflet = (): Promise<LeafletModule> => import(/* webpackMode: "eager" */ 'leaflet').then((module) => module.default);

/**
 * A Leaflet map of points on the tile server the app configuration names (`mapTileUrl`). The page
 * around it must hold the same information: when tiles cannot load the points stay on a plain
 * background and a notice says the map is unavailable.
 */
export default function SiteMap({ points, label, onSelect, height = 360, selectedZoom = 14, unavailableNotice }: SiteMapProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const config = useAppConfig();
  const element = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<LeafletModule | null>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const markers = useRef<Leaflet.LayerGroup | null>(null);
  const selectRef = useRef(onSelect);
  selectRef.current = onSelect;
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileUrl = config?.appParams.mapTileUrl;
  const attribution = config?.appParams.mapTileAttribution ?? '';

  useEffect(() => {
    let loaded = true;
    void loadLeaflet().then((module) => loaded && setLeaflet(() => module));
    return () => {
      loaded = false;
    };
  }, []);

  useEffect(() => {
    const L = leaflet;
    if (!element.current || !L) return undefined;
    const created = L.map(element.current, { center: MOROCCO, zoom: 5, scrollWheelZoom: false });
    if (tileUrl) {
      L.tileLayer(tileUrl, { attribution, maxZoom: 18 })
        .on('tileerror', () => setTilesFailed(true))
        .addTo(created);
    }
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [leaflet, tileUrl, attribution]);

  useEffect(() => {
    const L = leaflet;
    const layer = markers.current;
    if (!L || !layer || !map.current) return;
    layer.clearLayers();
    for (const point of points) {
      L.circleMarker([point.latitude, point.longitude], {
        radius: point.selected ? 11 : 8,
        color: '#ffffff',
        weight: 2,
        fillColor: point.selected ? '#3b0a45' : '#c8007e',
        fillOpacity: 1,
      })
        .bindTooltip(point.label)
        .on('click', () => selectRef.current?.(point.id))
        .addTo(layer);
    }
    const selected = points.find((point) => point.selected);
    if (selected) map.current.setView([selected.latitude, selected.longitude], selectedZoom);
    else if (points.length > 0)
      map.current.fitBounds(L.latLngBounds(points.map((point) => [point.latitude, point.longitude])), { padding: [24, 24], maxZoom: 14 });
  }, [leaflet, points, selectedZoom]);

  return (
    <Frame dir="ltr" data-map-tiles={tilesFailed ? 'failed' : 'ok'}>
      <style>{leafletCss}</style>
      <div ref={element} role="region" aria-label={label} style={{ height }} />
      {tilesFailed && (
        <Notice role="status" dir="auto">
          {unavailableNotice ?? t('places.mapUnavailable')}
        </Notice>
      )}
    </Frame>
  );
}
