// Jest transform for the ES-module-only packages Jest must load as CommonJS (react-router 8 and
// its @remix-run dependencies): swc as for the sources, after replacing `import.meta.hot`, the
// Vite HMR flag one react-router module reads, which CommonJS cannot parse and Jest never sets.
const swcJest = require('@swc/jest');

const withoutImportMeta = (source) => source.replaceAll('import.meta.hot', 'undefined');

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (source, file, jestOptions) => swc.process(withoutImportMeta(source), file, jestOptions),
      processAsync: (source, file, jestOptions) => swc.processAsync(withoutImportMeta(source), file, jestOptions),
      getCacheKey: (source, file, jestOptions) => swc.getCacheKey(withoutImportMeta(source), file, jestOptions),
    };
  },
};
