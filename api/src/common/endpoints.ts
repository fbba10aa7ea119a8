// The route and OpenAPI decorators that the content controllers (albums, gallery, materials,
// interactive tools, feedback, contact) would otherwise each repeat for the same kind of endpoint.
import { Delete, Get, HttpCode, Patch, Post, Put, type Type, applyDecorators } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
} from '@nestjs/swagger';
import { Public } from './public.decorator';

const ID_PARAM = ApiParam({ name: 'id', type: Number });

/** GET of the whole list, open to visitors. */
export const PublicListEndpoint = (summary: string, itemType: Type) =>
  applyDecorators(Public(), Get(), ApiOperation({ summary, security: [] }), ApiOkResponse({ type: [itemType] }));

/** POST of a new record, answered with it (201). */
export const CreateEndpoint = (summary: string, type: Type) =>
  applyDecorators(Post(), ApiOperation({ summary }), ApiCreatedResponse({ type }));

/** PUT or PATCH of the record `:id`, answered with it; 404 when there is none. */
export const UpdateByIdEndpoint = (method: 'PUT' | 'PATCH', summary: string, type: Type) =>
  applyDecorators(
    method === 'PUT' ? Put(':id') : Patch(':id'),
    ApiOperation({ summary }),
    ID_PARAM,
    ApiOkResponse({ type }),
    ApiNotFoundResponse(),
  );

/** DELETE of one record, its id in the path (`/:id`) or in the query (`?id=`): 204, or 404 when there is none. */
export const DeleteEndpoint = (summary: string, idIn: 'path' | 'query' = 'path') =>
  applyDecorators(
    idIn === 'path' ? Delete(':id') : Delete(),
    HttpCode(204),
    ApiOperation({ summary }),
    idIn === 'path' ? ID_PARAM : ApiQuery({ name: 'id', type: Number, required: true }),
    ApiNoContentResponse(),
    ApiNotFoundResponse(),
  );

/** The header a delete into the trash answers with: the batch that Undo restores (POST /api/trash/{batch}/restore). */
export const TRASH_BATCH_HEADER = 'Trash-Batch';

/** DELETE into the trash: like DeleteEndpoint, the 204 naming the batch in the Trash-Batch header. */
export const TrashDeleteEndpoint = (summary: string, idIn: 'path' | 'query' = 'path') =>
  applyDecorators(
    idIn === 'path' ? Delete(':id') : Delete(),
    HttpCode(204),
    ApiOperation({ summary }),
    idIn === 'path' ? ID_PARAM : ApiQuery({ name: 'id', type: Number, required: true }),
    ApiNoContentResponse({
      headers: { [TRASH_BATCH_HEADER]: { description: 'The trash batch it went into (absent when it was deleted for good)', schema: { type: 'integer' } } },
    }),
    ApiNotFoundResponse(),
  );

/** A 200 answer that is a file (an attachment), not JSON: binary content of the given media types. */
export const FileAnswer = (description: string, mediaTypes: string[]) =>
  ApiOkResponse({ description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) });

/** A 200 answer that is text of the given media type (an HTML page, an iCalendar feed), not JSON. */
export const TextAnswer = (description: string, mediaType: string) =>
  ApiOkResponse({ description, content: { [mediaType]: { schema: { type: 'string' } } } });
