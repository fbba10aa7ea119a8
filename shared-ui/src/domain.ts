// The domain rules live in the package @softskills/domain, which the API imports without any UI
// library. The frontends import them as `shared-ui/domain` (and `shared-ui/page-texts`,
// `…/page-texts-seed`, `…/rich-text`, `…/site-content-schema`), never the package itself. The
// rules hold no state, so each build bundles the ones it uses instead of sharing the whole
// domain as one federation singleton (BUNDLED_SHARED_UI in federation.mjs).
export * from '@softskills/domain';
