// The routers without an address bar, from the same module the shared `shared-ui/router` door
// re-exports (one set of contexts): the renderer's StaticRouter and the tests' MemoryRouter. Kept
// apart from that door so the browser's shared router chunk does not carry them.
export { MemoryRouter, StaticRouter } from './routing/memory';
