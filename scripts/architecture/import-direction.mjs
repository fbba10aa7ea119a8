// The direction of imports (README, "Architecture"): shared code → features → pages/app, each
// remote on its own, the API on the domain rules only, and one home for the domain's lists. Run by
// `npm run test:ops` (scripts/architecture/__tests__); `node scripts/architecture/import-direction.mjs`
// prints what breaks the rules.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shell and the remotes: each is built and deployed on its own. */
export const FRONTEND_PACKAGES = ['shell', 'mfe-public', 'mfe-gallery', 'mfe-admin'];
export const PACKAGES = ['shared-ui', 'api', ...FRONTEND_PACKAGES];
/** Shared layers of a package: they may import each other, never a feature's or a page's code. */
const SHARED_LAYERS = ['lib', 'hooks', 'components', 'stores'];
/** What composes features: the shell's app (router, layout) and the remotes' exposed pages. */
const COMPOSING_LAYERS = ['app', 'pages'];
const DOMAIN_DIR = 'shared-ui/src/domain';
/** The domain's lists that must not be spelled out again (spec 9: workshops, subjects, types, palettes). */
const GUARDED_LISTS = ['WORKSHOP_NAMES', 'CONTACT_SUBJECTS', 'MATERIAL_TYPES', 'TOOL_TYPES', 'PALETTES'];
const SOURCE_FILE = /\.(c|m)?(t|j)sx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-renderer', 'coverage', 'test-results', 'data']);
const TEST_FILE = /(^|\/)(__tests__|test)\/|\.(spec|test)\.(c|m)?(t|j)sx?$/;

/**
 * Imports that break a rule today and are being moved by another change. Each entry must still
 * occur (an entry that no longer does is reported), so the list only shrinks.
 */
export const PENDING_EXCEPTIONS = [];

const toPosix = (path) => path.split(sep).join('/');

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

/** `mfe-admin/src/features/albums/x.ts` → { pkg: 'mfe-admin', layer: 'features', feature: 'albums' }. */
export function locate(path) {
  const [pkg, top, layer, feature] = path.split('/');
  if (!PACKAGES.includes(pkg)) return { pkg: null };
  if (top !== 'src') return { pkg, layer: null };
  return { pkg, layer: layer?.includes('.') ? null : layer, feature: layer === 'features' ? feature : undefined };
}

/**
 * Where an import specifier points: a repository path for relative imports and for workspace
 * packages (`shared-ui/domain` → `shared-ui/src/domain`), null for third-party packages.
 */
function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith('.')) return toPosix(join(dirname(fromFile), specifier));
  const [name, ...rest] = specifier.split('/');
  if (!PACKAGES.includes(name)) return null;
  return rest.length > 0 ? `${name}/src/${rest.join('/')}` : `${name}/src`;
}

function importsOf(code) {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

/** Which rule an import from `file` to `target` breaks, or null. */
function brokenRule(file, target, specifier) {
  const from = locate(file);
  const isTest = TEST_FILE.test(file);
  const to = locate(target);
  if (!to.pkg || !from.pkg) return null;
  if (from.pkg !== to.pkg) {
    if (from.pkg === 'api') {
      const domain = target === DOMAIN_DIR || target.startsWith(`${DOMAIN_DIR}/`);
      return to.pkg === 'shared-ui' && domain ? null : `the api imports only ${DOMAIN_DIR} (${specifier})`;
    }
    if (to.pkg === 'shared-ui') return null;
    if (from.pkg === 'shared-ui') return `shared-ui imports ${to.pkg}`;
    return `${from.pkg} imports ${to.pkg}: the shell and each remote are built and deployed on their own`;
  }
  // Within a package, tests may render what composes the code they test (a page around a form).
  if (isTest) return null;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `feature ${from.feature} imports feature ${to.feature}: move what both need to src/lib, src/hooks or src/components`;
  }
  if ((from.layer === 'features' || SHARED_LAYERS.includes(from.layer)) && COMPOSING_LAYERS.includes(to.layer)) {
    return `src/${from.layer} imports src/${to.layer}: features and shared code never import what composes them`;
  }
  if (SHARED_LAYERS.includes(from.layer) && to.layer === 'features') {
    return `src/${from.layer} imports feature ${to.feature}: shared code never imports a feature`;
  }
  return null;
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
  return literals.filter((element) => ts.isStringLiteralLike(element)).map((element) => element.text);
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
        found.push({ file, line: line + 1, rule: `re-declares ${list.name} (${repeated.join(', ')}): import it from shared-ui/domain` });
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

/** Every import and literal of the packages under `root` that breaks the direction. */
export function checkArchitecture(root = REPO_ROOT, { exceptions = PENDING_EXCEPTIONS } = {}) {
  const violations = [];
  const usedExceptions = new Set();
  const lists = domainLists(root);
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(root, pkg)) {
      const code = readFileSync(join(root, file), 'utf8');
      for (const specifier of importsOf(code)) {
        const target = resolveSpecifier(file, specifier);
        const rule = target && brokenRule(file, target, specifier);
        if (!rule) continue;
        const exception = exceptions.find((entry) => file.startsWith(entry.from) && `${target}/`.startsWith(entry.to));
        if (exception) usedExceptions.add(exception);
        else violations.push({ file, specifier, rule });
      }
      if (spellsDomainRules(file)) violations.push(...redeclaredDomainValues(file, code, lists));
    }
  }
  const unusedExceptions = exceptions.filter((entry) => !usedExceptions.has(entry));
  return { violations, unusedExceptions };
}

export function formatReport({ violations, unusedExceptions }) {
  return [
    ...violations.map((v) => `${v.file}${v.line ? `:${v.line}` : ''}: ${v.specifier ? `'${v.specifier}': ` : ''}${v.rule}`),
    ...unusedExceptions.map((e) => `no longer needed, delete it from PENDING_EXCEPTIONS: ${e.from} → ${e.to}`),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = checkArchitecture();
  const report = formatReport(result);
  console.log(report || `import direction: ${relative(process.cwd(), REPO_ROOT) || '.'} follows every rule`);
  process.exitCode = report ? 1 : 0;
}
