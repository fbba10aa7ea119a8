// The server-side door to react-router: the renderer's StaticRouter, from the same react-router
// module the shared `shared-ui/router` door re-exports (one copy, one set of contexts). Kept apart
// from that door so the browser's shared router chunk does not carry it.
export { StaticRouter } from 'react-router';
