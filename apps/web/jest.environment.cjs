// jsdom without the fetch-era globals react-router's data router needs (Request, AbortSignal, ...):
// hand it Node's own, which also keeps Request and AbortSignal from two different worlds apart.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
];

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) if (globalThis[name]) this.global[name] = globalThis[name];
  }
}

module.exports = WebEnvironment;
