const path = require('node:path');

const preact = (file) => path.join(path.dirname(require.resolve('preact/package.json')), file);
const PREACT_COMPAT = {
  '^react$': preact('compat/dist/compat.mjs'),
  '^react-dom$': preact('compat/dist/compat.mjs'),
  '^react-dom/client$': preact('compat/client.mjs'),
  '^react-dom/test-utils$': preact('test-utils/dist/testUtils.mjs'),
  '^react/jsx-runtime$': preact('compat/jsx-runtime.mjs'),
  '^react/jsx-dev-runtime$': preact('compat/jsx-dev-runtime.mjs'),
  '^preact$': preact('dist/preact.mjs'),
  '^preact/hooks$': preact('hooks/dist/hooks.mjs'),
  '^preact/compat$': preact('compat/dist/compat.mjs'),
  '^preact/jsx-runtime$': preact('jsx-runtime/dist/jsxRuntime.mjs'),
  '^preact/test-utils$': preact('test-utils/dist/testUtils.mjs'),
};

const preset = require('../../jest.preset.cjs')({
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
});

module.exports = {
  ...preset,
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test-utils/setup-tests.ts'],
  // react-intl, its formatjs helpers and Preact ship ES modules only: let swc turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|preact)/)'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The tests run on what the build ships: Preact through preact/compat (see vite.config.ts).
    ...PREACT_COMPAT,
    '^@amora/ui$': path.join(__dirname, '../../packages/ui/src/index.ts'),
    // jest ignores the package's "browser" field; the browser build is the one that injects global styles.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
