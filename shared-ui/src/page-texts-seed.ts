// @softskills/domain/page-texts-seed under shared-ui's name, for the frontends (see domain.ts).
export * from '@softskills/domain/page-texts-seed';
