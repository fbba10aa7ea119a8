import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TestApp, startTestApp } from '../../test/support/test-app';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('describes every endpoint with Bearer auth, marking the public ones as needing no token', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    expect(body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.entries(body.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'POST /api/login',
        'GET /api/health',
        'GET /api/content-version',
        'GET /api/site', 'GET /api/site/settings', 'PUT /api/site/settings', 'DELETE /api/site/settings',
        'GET /api/albums', 'GET /api/albums/{id}', 'POST /api/albums', 'PUT /api/albums/{id}', 'DELETE /api/albums/{id}', 'PUT /api/albums/order', 'PUT /api/albums/{id}/order', 'PUT /api/albums/{id}/published',
        'GET /api/gallery', 'POST /api/gallery', 'PATCH /api/gallery/{id}', 'PUT /api/gallery/{id}/hidden', 'DELETE /api/gallery',
        'GET /api/materials', 'POST /api/materials', 'PATCH /api/materials/{id}', 'DELETE /api/materials/{id}',
        'GET /api/feedback', 'POST /api/feedback', 'GET /api/feedback/stats', 'PUT /api/feedback/{id}', 'DELETE /api/feedback/{id}',
        'GET /api/contact', 'POST /api/contact', 'POST /api/contact/form', 'PUT /api/contact', 'DELETE /api/contact',
        'GET /api/interactive-tools', 'POST /api/interactive-tools', 'PATCH /api/interactive-tools/{id}', 'DELETE /api/interactive-tools/{id}',
        'GET /api/meetings', 'POST /api/meetings/series', 'POST /api/meetings/announcement', 'PATCH /api/meetings/{id}', 'DELETE /api/meetings/{id}',
        'GET /api/calendar/all.ics', 'GET /api/calendar/workshop/{workshopId}.ics', 'GET /api/calendar/meeting/{id}.ics',
        'POST /api/privacy/lookup', 'POST /api/privacy/export', 'POST /api/privacy/erase', 'GET /api/privacy/retention',
        'POST /api/upload',
        'GET /api/download/{folder}/{filename}',
        'POST /api/newsletter/subscribe', 'GET /api/newsletter/confirm', 'POST /api/newsletter/confirm', 'GET /api/newsletter/language', 'POST /api/newsletter/language', 'GET /api/newsletter/unsubscribe', 'POST /api/newsletter/unsubscribe',
        'GET /api/newsletter/status', 'GET /api/newsletter/subscribers', 'GET /api/newsletter/subscribers/export', 'DELETE /api/newsletter/subscribers/{id}',
        'GET /api/newsletter/mailings', 'POST /api/newsletter/mailings', 'GET /api/newsletter/mailings/{id}', 'PUT /api/newsletter/mailings/{id}',
        'DELETE /api/newsletter/mailings/{id}', 'GET /api/newsletter/mailings/{id}/preview', 'POST /api/newsletter/mailings/{id}/test',
        'POST /api/newsletter/mailings/{id}/send', 'POST /api/newsletter/mailings/{id}/stop', 'GET /api/newsletter/mailings/{id}/recipients',
        'GET /api/backups', 'POST /api/backups', 'GET /api/backups/{name}',
        'GET /api/page-texts', 'GET /api/page-texts/{page}', 'GET /api/page-texts/{page}/edit', 'PUT /api/page-texts/{page}/draft',
        'DELETE /api/page-texts/{page}/draft', 'POST /api/page-texts/{page}/publish', 'POST /api/page-texts/{page}/preview',
        'GET /api/page-texts/{page}/revisions', 'GET /api/page-texts/{page}/revisions/{number}', 'POST /api/page-texts/{page}/revisions/{number}/restore',
        'POST /api/reach/views', 'GET /api/reach/served/page', 'GET /api/reach/served/download', 'GET /api/reach', 'GET /api/reach/export',
        'GET /api/trash', 'POST /api/trash/{id}/restore', 'DELETE /api/trash/{id}',
        'GET /api/activity',
        'POST /api/gallery/bulk/move', 'POST /api/gallery/bulk/hidden', 'POST /api/gallery/bulk/delete',
        'GET /api/notifications/settings', 'PUT /api/notifications/settings',
      ].sort(),
    );
    // Visitors, or the administrator with her token (then albums in preparation too).
    expect(body.paths['/api/albums'].get.security).toEqual([{}, { bearer: [] }]);
    expect(body.paths['/api/page-texts/{page}'].get.security).toEqual([]);
    expect(body.paths['/api/page-texts/{page}/draft'].put.security).toBeUndefined();
    expect(body.paths['/api/calendar/all.ics'].get.security).toEqual([]);
    expect(body.paths['/api/meetings/series'].post.security).toBeUndefined();
    expect(body.paths['/api/albums'].post.security).toBeUndefined(); // falls back to the global bearer requirement
    expect(body.paths['/api/newsletter/subscribe'].post.security).toEqual([]);
    expect(body.paths['/api/contact/form'].post.security).toEqual([]);
    expect(body.paths['/api/newsletter/mailings/{id}/stop'].post.security).toBeUndefined();
    expect(body.paths['/api/newsletter/subscribers'].get.security).toBeUndefined();
    expect(body.paths['/api/privacy/retention'].get.security).toEqual([]);
    expect(body.paths['/api/site/settings'].put.security).toBeUndefined();
    expect(body.paths['/api/reach/views'].post.security).toEqual([]);
    expect(body.paths['/api/reach'].get.security).toBeUndefined();
    expect(body.security).toEqual([{ bearer: [] }]);
    expect(body.components.schemas.GalleryItemDto.properties.variants).toBeDefined();
  });

  it('documents the paging of contact messages and the public forms\' spam trap and limits', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    const list = body.paths['/api/contact'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(['page', 'pageSize']);
    expect(list.responses['200'].content['application/json'].schema.oneOf).toEqual([
      { $ref: '#/components/schemas/ContactMessagePageDto' },
      { type: 'array', items: { $ref: '#/components/schemas/ContactMessageDto' } },
    ]);
    expect(Object.keys(body.components.schemas.ContactMessagePageDto.properties).sort()).toEqual(['items', 'page', 'pageSize', 'total', 'unresolved']);
    for (const schema of ['ContactInputDto', 'PublicFeedbackInputDto']) {
      const input = body.components.schemas[schema];
      expect(Object.keys(input.properties)).toEqual(expect.arrayContaining(['website', 'fillMs']));
      // What a client must send is exactly what is required; fillMs decides nothing.
      expect(input.required).not.toContain('fillMs');
      expect(input.properties.fillMs).toMatchObject({ deprecated: true, description: expect.stringContaining('Ignored') });
    }
    for (const path of ['/api/contact', '/api/feedback']) {
      expect(Object.keys(body.paths[path].post.responses)).toEqual(expect.arrayContaining(['413', '415', '429']));
    }
    expect(Object.keys(body.paths['/api/login'].post.responses)).toEqual(expect.arrayContaining(['413', '429', '503']));
  });

  it('serves the committed api/openapi.json, with servers and a documented 4xx answer for every operation', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    // A changed DTO or decorator needs `npm run api:generate` (the client's types come from this file).
    expect(body).toEqual(JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8')));
    expect(body.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const [path, methods] of Object.entries(body.paths as Record<string, Record<string, { responses: Record<string, { content?: unknown }>; security?: unknown[] }>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        const clientErrors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
        expect({ operation: `${method} ${path}`, clientErrors: clientErrors.length > 0 }).toEqual({ operation: `${method} ${path}`, clientErrors: true });
        const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
        if (!isPublic) expect(operation.responses['401']).toBeDefined();
        for (const status of clientErrors) expect(operation.responses[status].content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } });
      }
    }
  });

  it('says what every successful answer carries, so the generated client types it', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    const undescribed: string[] = [];
    for (const [path, methods] of Object.entries(body.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (!/^2\d\d$/.test(status) || status === '204') continue;
          const schemas = Object.values(answer.content ?? {}).map((media) => media.schema ?? {});
          if (schemas.length === 0 || schemas.some((schema) => Object.keys(schema).length === 0)) undescribed.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('serves the interactive UI at /api/docs', async () => {
    const response = await t.http().get('/api/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('swagger');
  });
});
