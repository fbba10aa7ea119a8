// `node api/dist/cli.js openapi [--out <file>]` (npm run api:generate): the OpenAPI document of this
// build, from the real application on a throwaway SQLite database, so it is the document
// /api/docs-json serves. The environment is fixed (not the caller's) so every machine writes the
// same bytes.
import type { OpenAPIObject } from '@nestjs/swagger';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppLogger } from '../common/app-logger';
import { loadConfig } from '../config/app-config';
import { createApp } from '../create-app';
import { createOpenApiDocument } from './open-api';

export async function produceOpenApiDocument(): Promise<OpenAPIObject> {
  const dataDir = mkdtempSync(join(tmpdir(), 'softskills-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      LOG_LEVEL: 'error', DB_CONNECT_ATTEMPTS: '1',
      PUBLIC_CACHE_MAX_ENTRIES: '0',
    });
    const app = await createApp(config, createAppLogger(config.logLevel));
    try {
      await app.init();
      return createOpenApiDocument(app);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The document as committed: two-space JSON with a final newline. */
export function serializeOpenApiDocument(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
