// The administrator's side of the public journeys, through the real API (spec 7): log in,
// approve feedback, read contact messages, add materials and tools. Each run tags its data so
// journeys never depend on each other.
import { expect, type APIRequestContext } from '@playwright/test';
import type { ContactMessage, Feedback, InteractiveTool, InteractiveToolInput, Material, MaterialInput, UploadResult } from '@softskills/domain';
import { E2E_ADMIN } from '../../support/admin';

export const runTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A small but real PDF (the API checks the bytes, not the name). */
export function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export class PublicAdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async logIn(request: APIRequestContext): Promise<PublicAdminApi> {
    const response = await request.post('/api/login', { data: E2E_ADMIN });
    expect(response.ok(), await response.text()).toBeTruthy();
    return new PublicAdminApi(request, ((await response.json()) as { token: string }).token);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  private async json<T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
    const response = await this.request[method](path, { headers: this.headers, data });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeTruthy();
    return (await response.json()) as T;
  }

  allFeedback = () => this.json<Feedback[]>('get', '/api/feedback');
  approveFeedback = (id: number) => this.json<Feedback>('put', `/api/feedback/${id}`, { approved: true });
  contactMessages = () => this.json<ContactMessage[]>('get', '/api/contact');
  allMaterials = () => this.json<Material[]>('get', '/api/materials');
  createMaterial = (input: MaterialInput) => this.json<Material>('post', '/api/materials', input);
  createTool = (input: InteractiveToolInput) => this.json<InteractiveTool>('post', '/api/interactive-tools', input);

  async upload(name: string, mimeType: string, buffer: Buffer): Promise<UploadResult> {
    const response = await this.request.post('/api/upload', { headers: this.headers, multipart: { file: { name, mimeType, buffer } } });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()) as UploadResult;
  }
}
