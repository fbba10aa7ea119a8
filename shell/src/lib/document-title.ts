/**
 * Spec 2.3: a page's title is "{label} - {product}", in the browser and in the server's HTML; the
 * product in the page's language (productNameIn).
 */
export function documentTitle(label: string, productName: string): string {
  return `${label} - ${productName}`;
}
