// @softskills/domain/rich-text under shared-ui's name, for the frontends (see domain.ts).
export * from '@softskills/domain/rich-text';
