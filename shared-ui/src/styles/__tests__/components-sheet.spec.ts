/**
 * @jest-environment node
 */
// The shell links one stylesheet from every server-rendered page: a component whose
// styles were missing from it would show unstyled until a script loaded them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('the components stylesheet', () => {
  it("imports every shared-ui component's styles", () => {
    const sheet = readFileSync(join(__dirname, '..', 'components.css'), 'utf8');
    const imported = [...sheet.matchAll(/@import '\.\.\/components\/([\w-]+\.css)';/g)].map(([, file]) => file).sort();
    const files = readdirSync(join(__dirname, '..', '..', 'components')).filter((file) => file.endsWith('.css')).sort();
    expect(imported).toEqual(files);
  });
});
