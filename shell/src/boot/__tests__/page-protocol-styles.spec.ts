// The stylesheets spell the page protocol's marks in their selectors (CSS imports no module): every
// mark a stylesheet selects on is one the protocol names, so renaming a mark in
// shared-ui/page-protocol without the styles that depend on it fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BOOT_ACTION_ATTRIBUTE, BOOT_PENDING_ATTRIBUTE, BOOT_SUBMIT_ATTRIBUTE, NO_SCRIPT_CLASS, ROOT_MARKS } from 'shared-ui/page-protocol';

const REPO = join(__dirname, '..', '..', '..', '..');
const STYLE_FOLDERS = ['shared-ui/src', 'shell/src', 'mfe-public/src', 'mfe-gallery/src', 'mfe-admin/src'];
const PROTOCOL_ATTRIBUTES = new Set<string>([...Object.values(ROOT_MARKS).map((mark) => mark.attribute), BOOT_PENDING_ATTRIBUTE, BOOT_ACTION_ATTRIBUTE, BOOT_SUBMIT_ATTRIBUTE]);
/** The attribute names the protocol's family uses (a misspelt or renamed one matches too). */
const PROTOCOL_LIKE = /\[(data-(?:rendered|hydrated|page-[a-z-]+|boot-[a-z-]+))/g;

function stylesheets(folder: string): string[] {
  return readdirSync(join(REPO, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const sheets = STYLE_FOLDERS.flatMap(stylesheets).map((path) => ({ path: relative(REPO, path), css: readFileSync(path, 'utf8') }));

describe('the stylesheets and the page protocol', () => {
  it('select only on marks the protocol names', () => {
    const selected = sheets.flatMap(({ path, css }) => Array.from(css.matchAll(PROTOCOL_LIKE), (match) => ({ path, attribute: match[1] })));
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.filter(({ attribute }) => !PROTOCOL_ATTRIBUTES.has(attribute))).toEqual([]);
  });

  it('hide what needs JavaScript by the class the server puts on the root', () => {
    const base = sheets.find(({ path }) => path === join('shared-ui', 'src', 'styles', 'base.css'));
    expect(base?.css).toContain(`html.${NO_SCRIPT_CLASS} .ui-requires-js`);
    expect(base?.css).toContain(`[${BOOT_PENDING_ATTRIBUTE}]`);
  });
});
