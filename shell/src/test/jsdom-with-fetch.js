// jsdom has no fetch classes; the specs of the remotes' manifest, the page files and the retry
// plugins build Responses. This environment lends jsdom the ones Node already has.
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  /** @param {ConstructorParameters<typeof JsdomEnvironment>} args */
  constructor(...args) {
    super(...args);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
      if (typeof this.global[name] === 'undefined' || name === 'Request' || name === 'AbortController' || name === 'AbortSignal') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
