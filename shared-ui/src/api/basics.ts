// The light part of the API client: what a page uses while it renders and hydrates —
// the base path, the error class, the stored admin token, the links to files — without the
// generated client, which a public page needs only when a form is sent or a page's data is read
// in the browser, and then loads with `import('shared-ui/api')`. shared-ui/api re-exports all of
// it; ApiError is defined here alone, so `instanceof` holds whichever module a remote took it from.
import { STORAGE_KEYS, type ApiErrorBody } from 'shared-ui/domain';

export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(ApiError.describe(status, body));
    this.name = 'ApiError';
  }

  static describe(status: number, body: ApiErrorBody | null): string {
    if (!body) return `HTTP ${status}`;
    return Array.isArray(body.message) ? body.message.join(', ') : body.message || body.error;
  }
}

export function getAdminToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.adminToken);
  } catch {
    return null;
  }
}

export function setAdminToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
}

export function clearAdminToken(): void {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
}

/** Spec 7: the link of a material is built from the last two path segments of its fileUrl; none gives '#'. */
export function materialDownloadUrl(fileUrl: string | null | undefined): string {
  if (!fileUrl || fileUrl === '#') return '#';
  const segments = fileUrl.split('/').filter(Boolean);
  if (segments.length < 2) return '#';
  const [folder, filename] = segments.slice(-2);
  return `${API_BASE}/download/${encodeURIComponent(folder)}/${encodeURIComponent(filename)}`;
}

/** PRODUCT section 4: the image url helper returns the path unchanged (files are same-origin). */
export function imageUrl(path: string | null | undefined): string {
  return path ?? '';
}
