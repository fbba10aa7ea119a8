// jsdom without Node's fetch classes breaks react-router's data router (router.navigate builds a
// Request). This environment lends jsdom the ones Node already has.
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
