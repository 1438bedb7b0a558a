const path = require('node:path');

const preset = require('../../jest.preset.cjs')({
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
});

module.exports = {
  ...preset,
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
  // react-intl and @formatjs ship ESM only: let @swc/jest compile them to CommonJS as well.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs)/)'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@amora/ui$': path.join(__dirname, '../../packages/ui/src/index.ts'),
    // jest ignores the package's "browser" field; the browser build is the one that injects global styles.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
