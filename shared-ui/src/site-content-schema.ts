// @softskills/domain/site-content-schema under shared-ui's name, for the frontends (see domain.ts).
export * from '@softskills/domain/site-content-schema';
