/**
 * The jest transform of every workspace: @swc/jest, then each module's own binding of the built-ins
 * that hot loops call (`Math.max`, `new Uint8Array`…). Jest runs a test file's modules in a vm context
 * whose global object answers every lookup through an interceptor: about 200 ns each, 150 times a
 * plain lookup (a loop of `Math.max` ran 13.6 s under jest, 0.09 s with `Math` bound in the module).
 * The OCR's and the test set's pixel loops ran five to seven times slower in the tests than in the
 * API. A module binding takes the same objects from the same global, once: nothing a test sees
 * changes (a spy on `Math.random` still replaces the property of the one Math object). Timers and
 * Date are left alone, since fake timers replace them on the global after the modules are loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads its transforms as CommonJS
const { createTransformer: createSwcTransformer } = require('@swc/jest');

const BUILT_INS = [
  'Math',
  'Number',
  'Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Float32Array',
  'Float64Array',
];

/** Names the module itself declares at its top level: those it keeps as it wrote them. */
const declaredAtTop = (code, name) => new RegExp(`^(?:export )?(?:const|let|var|function|class) ${name}\\b`, 'm').test(code);

function prelude(code) {
  const names = BUILT_INS.filter((name) => !declaredAtTop(code, name));
  return names.length ? `const { ${names.join(', ')} } = globalThis;` : '';
}

module.exports = {
  createTransformer(options) {
    const swc = createSwcTransformer(options);
    // On the first line, after a "use strict" directive (before it, the directive would be a plain string): line numbers stay.
    const withPrelude = (output, source) => {
      const code = typeof output === 'string' ? output : output.code;
      const strict = /^("use strict"|'use strict');?/.exec(code);
      const at = strict ? strict[0].length : 0;
      const changed = `${code.slice(0, at)}${prelude(source)}${code.slice(at)}`;
      return typeof output === 'string' ? changed : { ...output, code: changed };
    };
    return {
      ...swc,
      process: (source, filename, jestOptions) => withPrelude(swc.process(source, filename, jestOptions), source),
      processAsync: async (source, filename, jestOptions) => withPrelude(await swc.processAsync(source, filename, jestOptions), source),
      getCacheKey: (source, filename, ...rest) => `${swc.getCacheKey(source, filename, ...rest)}:fast-globals-1`,
    };
  },
};
