const path = require('node:path');

const preset = require('../../jest.preset.cjs')({
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
});

module.exports = {
  ...preset,
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test-utils/setup-tests.ts'],
  // react-intl and its formatjs helpers ship ES modules only: let swc turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@amora/ui$': path.join(__dirname, '../../packages/ui/src/index.ts'),
    // jest ignores the package's "browser" field; the browser build is the one that injects global styles.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
