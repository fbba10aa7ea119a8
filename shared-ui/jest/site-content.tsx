// The site's details the frontends' tests render with: the domain's test fixture (see there).
export { TEST_SITE_DETAILS } from '@softskills/domain/jest/site-content';
