declare const __PART_NAME__: string;
declare const __PART_VERSION__: string;

/** A stylesheet imported as text (`?raw`, see the build factory). */
declare module '*.css?raw' {
  const css: string;
  export default css;
}
