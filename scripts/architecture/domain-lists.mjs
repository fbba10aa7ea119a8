// The domain's lists (workshops, contact subjects, material and tool types, palettes) are defined
// once, in the domain package (domain/src; README, "Architecture"). A table's columns count as lists:
// the workshop table's Slovak names, English names and keys may not be spelled out anywhere else. The direction of imports is ESLint's
// (eslint.config.mjs); this check stays because no lint rule compares a literal in one file with
// the values a list in another file declares. Run by `npm run test:ops`
// (scripts/architecture/__tests__); `node scripts/architecture/domain-lists.mjs` prints what breaks it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const PACKAGES = ['domain', 'shared-ui', 'api', 'shell', 'mfe-public', 'mfe-gallery', 'mfe-admin'];
const DOMAIN_DIR = 'domain/src';
/** The domain's lists that must not be spelled out again (spec 9: workshops, subjects, types, palettes). */
const GUARDED_LISTS = ['WORKSHOPS', 'CONTACT_SUBJECTS', 'MATERIAL_TYPES', 'TOOL_TYPES', 'PALETTES'];
/**
 * The columns of a table among them that are lists: a workshop's identity (its key and its names).
 * Its facts are Slovak words that texts may share (an interval's "1x týždenne").
 */
const GUARDED_COLUMNS = { WORKSHOPS: ['key', 'name.sk', 'name.en'] };
const SOURCE_FILE = /\.(c|m)?(t|j)sx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-renderer', 'coverage', 'test-results', 'data']);
const TEST_FILE = /(^|\/)(__tests__|test)\/|\.(spec|test)\.(c|m)?(t|j)sx?$/;

function sourceFiles(root, dir) {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(root, path);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `mfe-admin/src/features/albums/x.ts` → { pkg: 'mfe-admin', layer: 'features' }. */
export function locate(path) {
  const [pkg, top, layer] = path.split('/');
  if (!PACKAGES.includes(pkg)) return { pkg: null };
  if (top !== 'src') return { pkg, layer: null };
  return { pkg, layer: layer?.includes('.') ? null : layer };
}

/**
 * The guarded lists as the domain declares them: the strings of `export const X = [...] as const`,
 * for an object of objects (PALETTES) the values of each (`PALETTES.light`), and for a table (an
 * array of objects, WORKSHOPS) the values of each column (`WORKSHOPS.name.sk`).
 */
export function domainLists(root) {
  const lists = [];
  for (const file of sourceFiles(root, DOMAIN_DIR)) {
    const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node, name) => {
      if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return visit(node.expression, name);
      const strings = stringValues(node);
      if (strings.length >= 2) lists.push({ name, values: new Set(strings) });
      for (const [path, values] of columnValues(node, { arrays: true })) {
        const table = name.split('.')[0];
        if (!GUARDED_COLUMNS[table] || GUARDED_COLUMNS[table].includes(path)) lists.push({ name: `${name}.${path}`, values: new Set(values) });
      }
      if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) {
          if (ts.isPropertyAssignment(property)) visit(property.initializer, `${name}.${property.name.getText(source)}`);
        }
      }
    };
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(source);
        if (declaration.initializer && GUARDED_LISTS.includes(name)) visit(declaration.initializer, name);
      }
    }
  }
  return lists;
}

/** The string literals an array holds, or the string values an object maps its keys to. */
function stringValues(node) {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return stringValues(node.expression);
  const literals = ts.isArrayLiteralExpression(node)
    ? node.elements
    : ts.isObjectLiteralExpression(node)
      ? node.properties.filter(ts.isPropertyAssignment).map((property) => property.initializer)
      : [];
  return literals.flatMap((element) => (ts.isStringLiteralLike(element) ? [element.text] : []));
}

/**
 * The object literals an object maps its keys to (`{ 1: { title: … }, … }`), or with `arrays` an
 * array holds: the rows of a table.
 */
function rowsOf(node, arrays) {
  const items = arrays && ts.isArrayLiteralExpression(node)
    ? node.elements
    : ts.isObjectLiteralExpression(node)
      ? node.properties.filter(ts.isPropertyAssignment).map((property) => property.initializer)
      : [];
  return items.map(withoutAssertion).filter(ts.isObjectLiteralExpression);
}

function withoutAssertion(node) {
  return ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? withoutAssertion(node.expression) : node;
}

/** A row's string values by property path (`name.en`), nested objects included. */
function rowStrings(row, prefix = '') {
  return row.properties.filter(ts.isPropertyAssignment).flatMap((property) => {
    const path = `${prefix}${property.name.getText()}`;
    const value = withoutAssertion(property.initializer);
    if (ts.isStringLiteralLike(value)) return [[path, value.text]];
    return ts.isObjectLiteralExpression(value) ? rowStrings(value, `${path}.`) : [];
  });
}

/** A table's columns, `[path, values]`, when its rows give one path two or more strings. */
function columnValues(node, { arrays = false } = {}) {
  const columns = new Map();
  for (const row of rowsOf(withoutAssertion(node), arrays)) {
    for (const [path, value] of rowStrings(row)) columns.set(path, [...(columns.get(path) ?? []), value]);
  }
  return [...columns].filter(([, values]) => values.length >= 2);
}

/** Array and object literals outside the domain that spell two or more values of one domain list. */
function redeclaredDomainValues(file, code, lists) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const found = [];
  const visit = (node) => {
    // `[...] as const` is counted once, at the literal.
    // Its own values, and each column of an object of objects (`{ 1: { title: 'Marketing' }, … }`,
    // a list keyed again). An array of objects is rows of data (placeholders), its columns free.
    const asserted = ts.isAsExpression(node) || ts.isSatisfiesExpression(node);
    const spelled = asserted ? [] : [stringValues(node), ...columnValues(node).map(([, values]) => values)];
    for (const list of lists) {
      const repeated = spelled.map((strings) => [...new Set(strings.filter((value) => list.values.has(value)))]).find((values) => values.length >= 2);
      if (repeated) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ file, line: line + 1, rule: `re-declares ${list.name} (${repeated.join(', ')}): import it from the domain (shared-ui/domain in a frontend)` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Application code, where a list must come from the domain; tests may spell values out. The
 * translations (src/i18n) too: they take the workshops' and the subjects' names from the domain.
 */
function spellsDomainRules(file) {
  const { pkg } = locate(file);
  return file.startsWith(`${pkg}/src/`) && !file.startsWith(`${DOMAIN_DIR}/`) && !TEST_FILE.test(file);
}

/** Every literal in the packages' code that spells out a domain list again. */
export function checkDomainLists(root = REPO_ROOT) {
  const lists = domainLists(root);
  return PACKAGES.flatMap((pkg) =>
    sourceFiles(root, pkg)
      .filter(spellsDomainRules)
      .flatMap((file) => redeclaredDomainValues(file, readFileSync(join(root, file), 'utf8'), lists)),
  );
}

export function formatReport(violations) {
  return violations.map((v) => `${v.file}:${v.line}: ${v.rule}`).join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = formatReport(checkDomainLists());
  console.log(report || `domain lists: ${relative(process.cwd(), REPO_ROOT) || '.'} declares each once`);
  process.exitCode = report ? 1 : 0;
}
