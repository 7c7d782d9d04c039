// One jest run, three projects: api (unit, integration and HTTP tests against real PostgreSQL and
// Redis), web (front-end unit tests in jsdom) and e2e (Chromium against the built product).
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const swcReact = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Nest 12 and a few of its dependencies ship ESM only: jest must transform them (STACK.md).
const ESM_PACKAGES = [
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'uuid',
  'marked',
  'sanitize-html',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  // otplib's default plugins (two-factor sign-in) use these, which ship ESM only; @otplib is listed
  // because its plugin keeps its own copy of @noble/hashes in a nested node_modules.
  '@otplib',
  '@scure',
  '@noble',
  // @tus/server and its stores (resumable uploads) ship ESM only, and so does srvx, its request adapter.
  '@tus',
  'srvx',
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

module.exports = {
  // Two test files at a time on CI's two cores: every file has its own database, Redis prefix, storage
  // folder, ports and processes (docs/testing.md, "Isolation"), so files never share state, and most
  // wait on PostgreSQL, ffmpeg or a browser rather than on one core.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/src/**/*.spec.ts',
        '<rootDir>/src/**/*.integration-spec.ts',
        '<rootDir>/test/**/*.spec.ts',
        '<rootDir>/test/**/*.e2e-spec.ts',
        '<rootDir>/test/**/*.integration-spec.ts',
      ],
      transform: { '^.+\\.(t|j|mj)s$': swcNode },
      transformIgnorePatterns,
      globalSetup: '<rootDir>/test/harness/global-setup.ts',
      globalTeardown: '<rootDir>/test/harness/global-teardown.ts',
      // testTimeout is a global option in jest 30; projects set theirs in a setup file.
      setupFilesAfterEnv: ['<rootDir>/test/harness/jest-timeout.ts'],
    },
    {
      displayName: 'web',
      rootDir: '<rootDir>',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{packages/web-kit,public-site,admin-shell,mfe-bookings,mfe-automation,mfe-editing,mfe-episodes}/{src,test}/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.(t|j|mj)sx?$': swcReact },
      transformIgnorePatterns: ['/node_modules/(?!(react-player|@mux|hls-video-element|media-chrome|custom-media-element|dash-video-element)/)'],
      setupFilesAfterEnv: ['<rootDir>/jest.web-setup.ts'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/packages/build-config/jest/style-stub.cjs',
        '\\.(svg|png|jpe?g|webp)$': '<rootDir>/packages/build-config/jest/file-stub.cjs',
      },
    },
    {
      displayName: 'e2e',
      rootDir: '<rootDir>',
      testEnvironment: 'node',
      // The product's browser tests, and each remote's own (its team's: docs/micro-frontends.md).
      testMatch: ['<rootDir>/e2e/tests/**/*.e2e.ts', '<rootDir>/mfe-*/e2e/**/*.e2e.ts'],
      // JavaScript too: the ESM-only packages above (otplib's, for the two-factor test's codes) are compiled like the API's.
      transform: { '^.+\\.(t|j|mj)s$': swcNode },
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/e2e/harness/jest-timeout.ts'],
    },
  ],
};
