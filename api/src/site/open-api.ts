import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const BEARER_AUTH = 'bearer';

/** OpenAPI UI at /api/docs and JSON at /api/docs-json, generated from the DTOs. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Mäkké zručnosti pre budúcnosť – API')
    .setDescription(
      'Public endpoints need no token; every other endpoint needs the administrator token from POST /api/login as `Authorization: Bearer <token>`. Errors are `{statusCode, error, message}`.',
    )
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER_AUTH)
    .addSecurityRequirements(BEARER_AUTH)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
