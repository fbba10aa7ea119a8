// An answer checked against what the committed OpenAPI document (api/openapi.json, the
// source of the client's generated types) says it is. A DTO that names a field the answer lacks,
// gives it another type, or leaves out a field the answer has, fails the test that calls this:
// the document's objects are closed here (no undeclared properties) unless they allow any.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';

type Schema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Document {
  paths: Record<string, Partial<Record<Method, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>>;
  components: { schemas: Record<string, Schema> };
}

const document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as Document;

/**
 * OpenAPI 3.0's schema dialect as JSON Schema: `nullable` becomes a union with null, and an object
 * that lists its properties admits no others (unless it says `additionalProperties`).
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const { nullable, example: _example, ...rest } = value as Schema;
  const schema: Schema = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, key === 'properties' ? mapValues(child as Schema) : asJsonSchema(child)]));
  if (schema.properties && !('additionalProperties' in schema)) schema.additionalProperties = false;
  return nullable ? { anyOf: [schema, { type: 'null' }] } : schema;
}

const mapValues = (properties: Schema) => Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, asJsonSchema(child)]));

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: { schemas: mapValues(document.components.schemas) } });

const validators = new Map<string, ValidateFunction>();

/** The schema of one documented answer, with its `#/components/...` references resolved in the document. */
function validatorFor(method: Method, path: string, status: number, mediaType: string): ValidateFunction {
  const key = `${method} ${path} ${status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    const answer = document.paths[path]?.[method]?.responses[String(status)];
    if (!answer) throw new Error(`${method.toUpperCase()} ${path} documents no ${status} answer`);
    const content = answer.content?.[mediaType] ?? answer.content?.['*/*'];
    if (!content) throw new Error(`${method.toUpperCase()} ${path} ${status} documents no ${mediaType} body (it has: ${Object.keys(answer.content ?? {}).join(', ') || 'none'})`);
    const schema = JSON.parse(JSON.stringify(asJsonSchema(content.schema)).replaceAll('"$ref":"#/components/', '"$ref":"openapi#/components/')) as Schema;
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Fails unless the answer's status is documented for this operation (path as in the document,
 * `/api/backups/{name}`) and its JSON body fits that answer's schema.
 */
export function expectDocumentedAnswer(response: Response, method: Method, path: string): void {
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0].trim();
  const validate = validatorFor(method, path, response.status, mediaType);
  // A file's bytes are what they are; its documented media type is the check.
  if (!mediaType.endsWith('/json') && !mediaType.startsWith('text/')) return;
  const body: unknown = mediaType.endsWith('/json') ? response.body : response.text;
  if (!validate(body)) {
    throw new Error(`${method.toUpperCase()} ${path} ${response.status} does not fit the document:\n${ajv.errorsText(validate.errors, { separator: '\n' })}\n${JSON.stringify(body).slice(0, 2000)}`);
  }
}

/** Awaits a request and checks its answer with `expectDocumentedAnswer`; answers the response. */
export async function documented(pending: PromiseLike<Response>, method: Method, path: string): Promise<Response> {
  const response = await pending;
  expectDocumentedAnswer(response, method, path);
  return response;
}
