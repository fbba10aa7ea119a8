// The typed API client every remote uses. Same-origin, base `/api` (PRODUCT section 4).
import { CONTACT_PAGE_SIZE, NEWSLETTER_PAGE_SIZE, STORAGE_KEYS } from 'shared-ui/domain';
import type {
  DataSubject,
  ErasureReport,
  PersonalDataExport,
  PersonalDataFound,
  AdminFeedbackInput,
  Album,
  AlbumInput,
  ApiErrorBody,
  ContactInput,
  ContactMessage,
  ContactMessagePage,
  Feedback,
  FeedbackStats,
  GalleryItem,
  GalleryItemInput,
  GalleryItemTextsInput,
  InteractiveTool,
  InteractiveToolInput,
  InteractiveToolTextsInput,
  Locale,
  LoginResult,
  Mailing,
  MailingInput,
  MailingRecipientPage,
  Material,
  MaterialInput,
  MaterialTextsInput,
  Meeting,
  MeetingChangeInput,
  MeetingSeriesInput,
  NewsletterState,
  NewsletterStatus,
  NewsletterSubscribeInput,
  NewsletterSubscriberPage,
  PublicFeedbackInput,
  SpamTrapFields,
  UploadResult,
} from 'shared-ui/domain';

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

type UnauthorizedHandler = () => void;
// PRODUCT section 4: a 401 in the admin panel clears adminToken and goes to /admin/login.
let unauthorizedHandler: UnauthorizedHandler = () => window.location.assign('/admin/login');

/** The admin remote installs a handler that navigates inside the SPA and warns about unsaved input. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

function handleUnauthorized(sentToken: boolean): void {
  if (!sentToken) return;
  clearAdminToken();
  unauthorizedHandler();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored admin token as a Bearer header. */
  auth?: boolean;
  signal?: AbortSignal;
}

async function parseError(response: Response): Promise<ApiErrorBody | null> {
  try {
    return (await response.json()) as ApiErrorBody;
  } catch {
    return null;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.auth ? getAdminToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 401) handleUnauthorized(Boolean(token));
  if (!response.ok) throw new ApiError(response.status, await parseError(response));
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file from an admin endpoint (an export), as a Blob with the name the server suggests. */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  const token = getAdminToken();
  const response = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.status === 401) handleUnauthorized(Boolean(token));
  if (!response.ok) throw new ApiError(response.status, await parseError(response));
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export';
  return { blob: await response.blob(), filename };
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/upload with a real progress callback (XMLHttpRequest reports upload progress, fetch does not). */
export function uploadFile(file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/upload`);
    const token = getAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status === 401) handleUnauthorized(Boolean(token));
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as UploadResult);
      else reject(new ApiError(xhr.status, body as ApiErrorBody | null));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'upload');
    xhr.send(form);
  });
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

const idQuery = (id: number) => `?id=${encodeURIComponent(String(id))}`;

/**
 * The public reads a page's data comes from (issue 18), against any API base: `/api` in the
 * browser, the API's own address when the page renderer fetches on the server. Each route's
 * page module declares what it needs in terms of these; nothing here needs a token.
 */
export interface PublicReads {
  /** Approved feedback, newest first (PRODUCT section 4). */
  approvedFeedback(): Promise<Feedback[]>;
  feedbackStats(): Promise<FeedbackStats>;
  materials(): Promise<Material[]>;
  tools(): Promise<InteractiveTool[]>;
  /** Albums with their resolved cover and item count, without their items. */
  albums(): Promise<Album[]>;
  /** One album, or null when there is none with this id. */
  album(id: number): Promise<Album | null>;
  /** One album's photos and videos in upload order. */
  albumItems(albumId: number): Promise<GalleryItem[]>;
  /** Every workshop meeting in the order they take place (issue 27). */
  meetings(): Promise<Meeting[]>;
}

export interface PublicReadsOptions {
  /** Where the API answers; `/api` (same origin) by default. */
  base?: string;
  fetch?: typeof fetch;
  /** Gives up on a read after this long (the renderer's deadline); none by default. */
  timeoutMs?: number;
}

export function createPublicReads({ base = API_BASE, fetch: fetchImpl = (...args) => fetch(...args), timeoutMs }: PublicReadsOptions = {}): PublicReads {
  async function read<T>(path: string, { missingIsNull = false } = {}): Promise<T> {
    const response = await fetchImpl(`${base}${path}`, {
      headers: { Accept: 'application/json' },
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    if (missingIsNull && response.status === 404) return null as T;
    if (!response.ok) throw new ApiError(response.status, await parseError(response));
    return (await response.json()) as T;
  }
  return {
    approvedFeedback: () => read<Feedback[]>('/feedback'),
    feedbackStats: () => read<FeedbackStats>('/feedback/stats'),
    materials: () => read<Material[]>('/materials'),
    tools: () => read<InteractiveTool[]>('/interactive-tools'),
    albums: () => read<Album[]>('/albums'),
    album: (id) => read<Album | null>(`/albums/${encodeURIComponent(String(id))}`, { missingIsNull: true }),
    albumItems: (albumId) => read<GalleryItem[]>(`/gallery?albumId=${encodeURIComponent(String(albumId))}`),
    meetings: () => read<Meeting[]>('/meetings'),
  };
}

/** One function per call of spec section 7. */
export const api = {
  login: (username: string, password: string) =>
    apiRequest<LoginResult>('/login', { method: 'POST', body: { username, password } }),

  listFeedback: (auth = false) => apiRequest<Feedback[]>('/feedback', { auth }),
  feedbackStats: () => apiRequest<FeedbackStats>('/feedback/stats'),
  submitFeedback: (input: PublicFeedbackInput) =>
    apiRequest<Feedback>('/feedback', { method: 'POST', body: { ...input, approved: false } }),
  addFeedbackAsAdmin: (input: AdminFeedbackInput) =>
    apiRequest<Feedback>('/feedback', { method: 'POST', body: input, auth: true }),
  setFeedbackApproved: (id: number, approved: boolean) =>
    apiRequest<Feedback>(`/feedback/${id}`, { method: 'PUT', body: { approved }, auth: true }),
  deleteFeedback: (id: number) => apiRequest<void>(`/feedback/${id}`, { method: 'DELETE', auth: true }),

  listMaterials: () => apiRequest<Material[]>('/materials'),
  createMaterial: (input: MaterialInput) =>
    apiRequest<Material>('/materials', { method: 'POST', body: input, auth: true }),
  /** Issue 15: texts in either language, written or corrected later; absent fields stay. */
  updateMaterialTexts: (id: number, texts: MaterialTextsInput) =>
    apiRequest<Material>(`/materials/${id}`, { method: 'PATCH', body: texts, auth: true }),
  deleteMaterial: (id: number) => apiRequest<void>(`/materials/${id}`, { method: 'DELETE', auth: true }),

  listAlbums: () => apiRequest<Album[]>('/albums'),
  createAlbum: (input: AlbumInput) => apiRequest<Album>('/albums', { method: 'POST', body: input, auth: true }),
  updateAlbum: (id: number, input: AlbumInput) =>
    apiRequest<Album>(`/albums/${id}`, { method: 'PUT', body: input, auth: true }),
  deleteAlbum: (id: number) => apiRequest<void>(`/albums/${id}`, { method: 'DELETE', auth: true }),

  listGallery: () => apiRequest<GalleryItem[]>('/gallery'),
  createGalleryItem: (input: GalleryItemInput) =>
    apiRequest<GalleryItem>('/gallery', { method: 'POST', body: input, auth: true }),
  /** Issue 15: English and alt texts written after the upload; absent fields stay. */
  updateGalleryItemTexts: (id: number, texts: GalleryItemTextsInput) =>
    apiRequest<GalleryItem>(`/gallery/${id}`, { method: 'PATCH', body: texts, auth: true }),
  deleteGalleryItem: (id: number) => apiRequest<void>(`/gallery${idQuery(id)}`, { method: 'DELETE', auth: true }),

  listTools: () => apiRequest<InteractiveTool[]>('/interactive-tools'),
  createTool: (input: InteractiveToolInput) =>
    apiRequest<InteractiveTool>('/interactive-tools', { method: 'POST', body: input, auth: true }),
  updateToolTexts: (id: number, texts: InteractiveToolTextsInput) =>
    apiRequest<InteractiveTool>(`/interactive-tools/${id}`, { method: 'PATCH', body: texts, auth: true }),
  deleteTool: (id: number) => apiRequest<void>(`/interactive-tools/${id}`, { method: 'DELETE', auth: true }),

  /** Issue 27: workshop meetings. */
  listMeetings: () => apiRequest<Meeting[]>('/meetings'),
  createMeetingSeries: (input: MeetingSeriesInput) =>
    apiRequest<Meeting[]>('/meetings/series', { method: 'POST', body: input, auth: true }),
  changeMeeting: (id: number, input: MeetingChangeInput) =>
    apiRequest<Meeting>(`/meetings/${id}`, { method: 'PATCH', body: input, auth: true }),
  deleteMeeting: (id: number) => apiRequest<void>(`/meetings/${id}`, { method: 'DELETE', auth: true }),
  announceMeetings: (meetingIds: number[]) => apiRequest<Mailing>('/meetings/announcement', { method: 'POST', body: { meetingIds }, auth: true }),
  /** Issue 28: the same answer for every address; the confirmation mail does the rest. */
  subscribeNewsletter: (input: NewsletterSubscribeInput & SpamTrapFields) =>
    apiRequest<{ message: string }>('/newsletter/subscribe', { method: 'POST', body: { ...input, consent: true } }),
  newsletterStatus: () => apiRequest<NewsletterStatus>('/newsletter/status', { auth: true }),
  listSubscribers: (query: { page: number; pageSize?: number; state?: NewsletterState; search?: string }) => {
    const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize ?? NEWSLETTER_PAGE_SIZE) });
    if (query.state) params.set('state', query.state);
    if (query.search?.trim()) params.set('search', query.search.trim());
    return apiRequest<NewsletterSubscriberPage>(`/newsletter/subscribers?${params}`, { auth: true });
  },
  exportSubscribers: (format: 'csv' | 'json') => apiDownload(`/newsletter/subscribers/export?format=${format}`),
  eraseSubscriber: (id: number) => apiRequest<void>(`/newsletter/subscribers/${id}`, { method: 'DELETE', auth: true }),
  listMailings: () => apiRequest<Mailing[]>('/newsletter/mailings', { auth: true }),
  getMailing: (id: number) => apiRequest<Mailing>(`/newsletter/mailings/${id}`, { auth: true }),
  createMailing: (input: MailingInput) => apiRequest<Mailing>('/newsletter/mailings', { method: 'POST', body: input, auth: true }),
  updateMailing: (id: number, input: MailingInput) => apiRequest<Mailing>(`/newsletter/mailings/${id}`, { method: 'PUT', body: input, auth: true }),
  deleteMailing: (id: number) => apiRequest<void>(`/newsletter/mailings/${id}`, { method: 'DELETE', auth: true }),
  previewMailing: (id: number, language: Locale) =>
    apiRequest<{ language: Locale; subject: string; text: string; html: string }>(`/newsletter/mailings/${id}/preview?language=${language}`, { auth: true }),
  testMailing: (id: number, to: string, language: Locale) =>
    apiRequest<void>(`/newsletter/mailings/${id}/test`, { method: 'POST', body: { to, language }, auth: true }),
  mailingRecipients: (id: number, page: number) =>
    apiRequest<MailingRecipientPage>(`/newsletter/mailings/${id}/recipients?page=${page}&pageSize=${NEWSLETTER_PAGE_SIZE}`, { auth: true }),
  sendMailing: (id: number) => apiRequest<Mailing>(`/newsletter/mailings/${id}/send`, { method: 'POST', auth: true }),

  sendContact: (input: ContactInput) =>
    apiRequest<ContactMessage>('/contact', { method: 'POST', body: { ...input, resolved: false } }),
  /** Issue 13: one page of messages, newest first, with the counts of all pages. */
  listContactPage: (page: number, pageSize = CONTACT_PAGE_SIZE) =>
    apiRequest<ContactMessagePage>(`/contact?page=${page}&pageSize=${pageSize}`, { auth: true }),
  setContactResolved: (id: number, resolved: boolean) =>
    apiRequest<ContactMessage>('/contact', { method: 'PUT', body: { id, resolved }, auth: true }),
  deleteContact: (id: number) => apiRequest<void>(`/contact${idQuery(id)}`, { method: 'DELETE', auth: true }),

  /** Issue 30: a person's records in every source, by e-mail (sent in the body, never the URL). */
  findPersonalData: (subject: DataSubject) =>
    apiRequest<PersonalDataFound>('/privacy/lookup', { method: 'POST', body: subject, auth: true }),
  exportPersonalData: (subject: DataSubject) =>
    apiRequest<PersonalDataExport>('/privacy/export', { method: 'POST', body: subject, auth: true }),
  erasePersonalData: (subject: DataSubject) =>
    apiRequest<ErasureReport>('/privacy/erase', { method: 'POST', body: subject, auth: true }),

  upload: uploadFile,
};

/** The public reads of the browser: same origin, `/api`. */
export const publicReads = createPublicReads();

// --- Issue 25.9: the site's details as the operator configured them (GET /api/site) ---------
import { parseSiteContent, type SiteContent } from 'shared-ui/domain';

/** The site's details, checked against the schema (anything wrong falls back to the sample value). */
export async function fetchSiteContent(): Promise<SiteContent> {
  return parseSiteContent(await apiRequest<unknown>('/site')).content;
}
