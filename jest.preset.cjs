// Shared jest setup: CommonJS mode through @swc/jest (jest's ESM mode cannot load Nest 12, see STACK.md).
const path = require('node:path');

module.exports = function preset({ rootDir, testEnvironment = 'node', testMatch, extra = {} }) {
  return {
    rootDir,
    testEnvironment,
    testMatch: testMatch ?? [
      '<rootDir>/src/**/*.spec.ts',
      '<rootDir>/src/**/*.spec.tsx',
      '<rootDir>/src/**/*.test.ts',
    ],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!(@nestjs|uid|@faker-js|@dicebear|country-region-data|content-disposition|file-type|strtok3|token-types|@tokenizer|uint8array-extras|peek-readable|kdbush|otplib|@otplib|@scure|@noble)/)',
    ],
    moduleNameMapper: {
      '^@amora/contracts$': path.join(__dirname, 'packages/contracts/src/index.ts'),
      '^@amora/theme$': path.join(__dirname, 'packages/theme/src/index.ts'),
      // its CommonJS entry is a browser UMD build; the ESM build is transformed like our code
      '^country-region-data$': path.join(__dirname, 'node_modules/country-region-data/dist/data.js'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testTimeout: 30000,
    // skipped tests are listed loudly, and fail the run under TESTS_REQUIRE_ALL=1 (CI)
    reporters: ['default', path.join(__dirname, 'scripts/jest-skips-reporter.cjs')],
    ...extra,
  };
};
