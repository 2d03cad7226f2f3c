declare const __PART_NAME__: string;
declare const __PART_VERSION__: string;
