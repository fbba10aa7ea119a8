// The domain's lists (workshops, contact subjects, material and tool types, palettes) are defined
// once, in the domain package (domain/src; README, "Architecture"). The direction of imports is ESLint's
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
const GUARDED_LISTS = ['WORKSHOP_NAMES', 'CONTACT_SUBJECTS', 'MATERIAL_TYPES', 'TOOL_TYPES', 'PALETTES'];
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
 * and for an object of objects (PALETTES) the values of each (`PALETTES.light`).
 */
export function domainLists(root) {
  const lists = [];
  for (const file of sourceFiles(root, DOMAIN_DIR)) {
    const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node, name) => {
      if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return visit(node.expression, name);
      const strings = stringValues(node);
      if (strings.length >= 2) lists.push({ name, values: new Set(strings) });
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

/** Array and object literals outside the domain that spell two or more values of one domain list. */
function redeclaredDomainValues(file, code, lists) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const found = [];
  const visit = (node) => {
    // `[...] as const` is counted once, at the literal.
    const strings = ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? [] : stringValues(node);
    for (const list of lists) {
      const repeated = [...new Set(strings.filter((value) => list.values.has(value)))];
      if (repeated.length >= 2) {
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
 * Application code, where a list must come from the domain. Tests may spell values out; the
 * translations (src/i18n) are texts, the Slovak ones equal to the stored names.
 */
function spellsDomainRules(file) {
  const { pkg, layer } = locate(file);
  return file.startsWith(`${pkg}/src/`) && !file.startsWith(`${DOMAIN_DIR}/`) && layer !== 'i18n' && !TEST_FILE.test(file);
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
