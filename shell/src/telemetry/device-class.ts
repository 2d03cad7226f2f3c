export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** By the viewport and the pointer, as the layouts break (no user agent string is read). */
export function deviceClass(width: number, coarsePointer: boolean): DeviceClass {
  if (width < 768) return 'mobile';
  if (width < 1200 && coarsePointer) return 'tablet';
  return 'desktop';
}
