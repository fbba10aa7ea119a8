/** Only web addresses are embedded: a javascript: or data: URL must never reach the iframe. */
export function isEmbeddable(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
