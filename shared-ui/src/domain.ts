// The domain rules live in the package @softskills/domain, which the API imports without any UI
// library. The frontends keep importing them as `shared-ui/domain` (and `shared-ui/page-texts`,
// `…/page-texts-seed`, `…/rich-text`, `…/site-content-schema`): federation.mjs shares shared-ui's
// exported subpaths, so `shared-ui/domain` stays one singleton that the shell and every remote load
// once, and each build keeps bundling the texts and rich text it uses (BUNDLED_SHARED_UI).
export * from '@softskills/domain';
