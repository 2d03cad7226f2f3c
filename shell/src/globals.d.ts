declare const __PART_NAME__: string;
declare const __PART_VERSION__: string;
/** The share of tabs that send field telemetry, 0…1: TELEMETRY_SAMPLE_RATE at build (1 by default). */
declare const __TELEMETRY_SAMPLE_RATE__: number;
