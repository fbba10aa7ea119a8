// The text after "Chyba: " in the spec-8 messages: the API's message, else the error's own text.
import { ApiError } from 'shared-ui/api';

export function errorMessage(error: unknown, networkErrorText: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body) return Array.isArray(body.message) ? body.message.join(', ') : body.message || body.error;
    return error.status === 0 ? networkErrorText : `HTTP ${error.status}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
