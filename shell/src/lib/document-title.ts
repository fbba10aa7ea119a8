import { SITE_CONTENT } from 'shared-ui/domain';

/** Spec 2.3: a page's title is "{label} - {product}", in the browser and in the server's HTML. */
export function documentTitle(label: string): string {
  return `${label} - ${SITE_CONTENT.productName}`;
}
