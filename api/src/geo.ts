export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** The latitude and longitude bounds around a point that hold every point within `km` (for a cheap SQL pre-filter). */
export function boundsAround(point: GeoPoint, km: number): { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number } {
  const latitudeSpan = km / 111.32;
  const longitudeSpan = km / (111.32 * Math.cos((point.latitude * Math.PI) / 180));
  return {
    minLatitude: point.latitude - latitudeSpan,
    maxLatitude: point.latitude + latitudeSpan,
    minLongitude: point.longitude - longitudeSpan,
    maxLongitude: point.longitude + longitudeSpan,
  };
}
