// A small client for the site's API as its administrator, used by the demo data and the bench.
export class AdminApiClient {
  /** `fetch`: another implementation, e.g. one that opens a fresh connection per request. */
  constructor(baseUrl, { timeoutMs = 120_000, fetch = globalThis.fetch } = {}) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.timeoutMs = timeoutMs;
    this.fetch = (url, init) => fetch(url, init);
    this.token = null;
  }

  async call(method, path, body) {
    const headers = this.token ? { Authorization: `Bearer ${this.token}` } : {};
    const init = { method, headers, signal: AbortSignal.timeout(this.timeoutMs) };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await this.fetch(`${this.base}/api${path}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /api${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }

  async login(username, password) {
    this.token = (await this.call('POST', '/login', { username, password })).token;
  }

  /** Uploads bytes held in memory (small files) through POST /api/upload. */
  uploadBytes(name, type, bytes) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    return this.call('POST', '/upload', form);
  }
}
