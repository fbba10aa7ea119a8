// The security headers on every answer of `npm start` (the API serves the whole site there): the
// definition both gateways share (security-policy.ts), over helmet's other defaults.
import helmet from 'helmet';
import type { NextFunction, Request, Response } from 'express';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-policy';

const camelCase = (directive: string) => directive.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

export function securityHeaders() {
  const defaults = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([directive, sources]) => [camelCase(directive), [...sources]])),
    },
    crossOriginEmbedderPolicy: false,
  });
  return (request: Request, response: Response, next: NextFunction) =>
    defaults(request, response, (error?: unknown) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
      next(error);
    });
}
