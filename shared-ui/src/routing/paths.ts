// Addresses and route patterns: the part of routing that needs no React. The pattern language is
// the one the site's routes are written in (react-router's): static segments, `:name` and
// `:name?` parameters, a trailing `*` that takes the rest; matching ignores case and a trailing
// slash unless told otherwise.

/** Where a link or navigation leads: a path with its query and fragment, or the parts of one. */
export type To = string | Partial<Path>;

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location<State = unknown> extends Path {
  state: State;
  /** Unique per history entry; 'default' for the entry the page was loaded into. */
  key: string;
}

/** How the current location was reached: a new entry, one put in place of the last, or Back/Forward/load. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type Params = Record<string, string | undefined>;

export interface PathPattern {
  path: string;
  caseSensitive?: boolean;
  /** Whether the pattern must match the whole pathname (default true). */
  end?: boolean;
}

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched. */
  pathname: string;
  /** The matched part before a trailing `*`. */
  pathnameBase: string;
  pattern: PathPattern;
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/** A query or fragment with its leading '?' or '#', or '' when it is empty. */
const withPrefix = (prefix: '?' | '#', part: string) => (!part || part === prefix ? '' : part.startsWith(prefix) ? part : prefix + part);

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + withPrefix('?', search) + withPrefix('#', hash);
}

/** `relative` read below `from` (react-router's relative="path": '..' leaves one segment, '.' stays). */
function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * The full path `to` leads to from `fromPathname`. Without a pathname it stays on the same page (a
 * new query or fragment replaces the old); a relative pathname is read below the current one.
 */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const { pathname } = parts;
  return {
    pathname: !pathname ? fromPathname : pathname.startsWith('/') ? pathname : resolvePathname(pathname, fromPathname),
    search: withPrefix('?', parts.search ?? ''),
    hash: withPrefix('#', parts.hash ?? ''),
  };
}


function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const compiled = new Map<string, { matcher: RegExp; names: string[] }>();

function compilePath(path: string, caseSensitive: boolean, end: boolean): { matcher: RegExp; names: string[] } {
  const cacheKey = `${caseSensitive ? 1 : 0}${end ? 1 : 0}${path}`;
  const cached = compiled.get(cacheKey);
  if (cached) return cached;
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
        names.push(name);
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  const result = { matcher: new RegExp(source, caseSensitive ? undefined : 'i'), names };
  compiled.set(cacheKey, result);
  return result;
}

/** How `pathname` matches a route pattern, with its parameters decoded; null when it does not. */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  const full: PathPattern = typeof pattern === 'string' ? { path: pattern, caseSensitive: false, end: true } : pattern;
  const { matcher, names } = compilePath(full.path, full.caseSensitive ?? false, full.end ?? true);
  const found = pathname.match(matcher);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    if (name === '*') {
      const splat = value ?? '';
      pathnameBase = matched.slice(0, matched.length - splat.length).replace(/(.)\/+$/, '$1');
    }
    params[name] = value === undefined ? undefined : decodeSegment(value);
  });
  return { params, pathname: matched, pathnameBase, pattern: full };
}

/** A route's specificity (react-router's ranking): static segments beat parameters, which beat `*`. */
export function routeScore(path: string, index: boolean): number {
  const segments = path.split('/');
  const isSplat = (segment: string) => segment === '*';
  let score = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (isSplat(segment)) continue;
    score += /^:[\w-]+\??$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

export function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/+$/, '')}/${child}`.replace(/\/\/+/g, '/');
}
