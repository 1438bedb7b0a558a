// jsdom lacks the Fetch API classes that react-router's data router builds on (new Request(...) on every
// navigation). Lend it Node's, together with Node's AbortController: undici's Request only accepts its
// own AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
];

module.exports = class AdminJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
};
