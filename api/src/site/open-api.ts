import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export const BEARER_AUTH = 'bearer';

/** The error body every 4xx/5xx answer carries (`ApiExceptionFilter`). */
export const API_ERROR_SCHEMA = 'ApiErrorDto';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const errorContent = { 'application/json': { schema: { $ref: `#/components/schemas/${API_ERROR_SCHEMA}` } } };

const apiErrorSchema = {
  type: 'object',
  description: 'Every error answer: no stack traces, no HTML pages.',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    error: { type: 'string', example: 'Bad Request', description: 'The reason phrase of the status' },
    message: {
      description: 'What went wrong; validation lists one message per field',
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    retryAfterSeconds: { type: 'integer', description: '429 and 503: seconds until the client may try again (also the Retry-After header)' },
    reason: { type: 'string', description: 'A refusal the client acts on (409 of a trash restore: album-gone, album-in-trash, address-taken)' },
    details: { type: 'object', additionalProperties: true, description: 'What the client needs to offer a choice after that refusal' },
  },
};

/**
 * Answers that are the same for every route, so no controller repeats them: the JSON body parser
 * and the validation pipe are global (a body that is not valid JSON, too deep or a parameter that
 * fails validation is a 400), and the JWT guard is global (an operation that is not public answers
 * 401 without a valid token). Every 4xx/5xx answer gets the error body's schema.
 */
function documentCommonAnswers(document: OpenAPIObject): void {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, [API_ERROR_SCHEMA]: apiErrorSchema } };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation: Operation | undefined = item[method];
      if (!operation) continue;
      const responses = operation.responses;
      responses['400'] ??= { description: 'Bad request: a parameter or the body fails validation, or the body is not valid JSON' };
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      if (!isPublic) responses['401'] ??= { description: 'No valid administrator token' };
      for (const [status, response] of Object.entries(responses)) {
        if (response && /^[45]\d\d$/.test(status) && !('$ref' in response) && !response.content) response.content = errorContent;
      }
    }
  }
}

/**
 * The OpenAPI document generated from the controllers and DTOs. `npm run api:generate` writes it to
 * `api/openapi.json` (and the client's types from it); `npm run test:ops` fails when they differ.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Mäkké zručnosti pre budúcnosť – API')
    .setDescription(
      'Public endpoints need no token; every other endpoint needs the administrator token from POST /api/login as `Authorization: Bearer <token>`. Errors are `{statusCode, error, message}`.',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary', '/')
    .addServer('/', 'The site itself: the API answers under /api on the same origin as the pages')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER_AUTH)
    .addSecurityRequirements(BEARER_AUTH)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  documentCommonAnswers(document);
  return document;
}

/** OpenAPI UI at /api/docs and JSON at /api/docs-json, generated from the DTOs. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
