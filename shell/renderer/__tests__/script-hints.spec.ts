/** @jest-environment node */
// The page's head names every script the page needs to hydrate, from the builds'
// script graphs, so they download side by side instead of one round trip after another.
import type { ScriptGraph } from 'shared-ui/script-graph.mjs';
import { pageScriptFiles, scriptHints, type PageScripts, type ScriptSource } from '../script-hints';

const shellGraph: ScriptGraph = {
  groups: {
    boot: { files: ['static/js/async/boot.js', 'static/js/async/m4.js'], consumes: ['default:react', 'default:shared-ui/router'] },
    'i18n-en': { files: ['static/js/async/shell-en.js'], consumes: [] },
  },
  provides: {
    'default:react': { files: ['static/js/async/react.js'], consumes: [] },
    'default:shared-ui/router': { files: ['static/js/async/router.js'], consumes: ['default:react'] },
    'default:shared-ui/components/button': { files: ['static/js/async/button.js'], consumes: ['default:react'] },
  },
  fallbacks: { 'default:react': { files: ['static/js/async/react-fallback.js'], consumes: [] } },
};

const remoteGraph: ScriptGraph = {
  groups: {
    __federation_expose_Home: { files: ['static/js/async/home.js'], consumes: ['default:react', 'default:shared-ui/components/card', 'default:shared-ui/components/button', 'default:shared-ui/hooks/x'] },
    'i18n-en': { files: ['static/js/async/public-en.js'], consumes: ['default:shared-ui/i18n/site-texts-en'] },
    __federation_expose_About: { files: ['static/css/async/about.css', 'static/js/async/about.js', 'static/css/async/about-card.css'], consumes: [] },
  },
  provides: {
    'default:react': { files: ['static/js/async/remote-react.js'], consumes: [] },
    'default:shared-ui/components/button': { files: ['static/js/async/remote-button.js'], consumes: [] },
    'default:shared-ui/components/card': { files: ['static/js/async/card.js'], consumes: ['default:shared-ui/components/button'] },
  },
  fallbacks: {
    'default:shared-ui/hooks/x': { files: ['static/js/async/x-fallback.js'], consumes: [] },
    'default:shared-ui/i18n/site-texts-en': { files: ['static/js/async/site-texts-en.js'], consumes: [] },
  },
};

const shell: ScriptSource = { publicFolder: '/', graph: shellGraph };
const home: PageScripts = { publicFolder: '/remotes/public/', graph: remoteGraph, manifest: '/remotes/public/mf-manifest.json', entry: '/remotes/public/static/js/mfe_public.js', expose: 'Home', locale: 'sk' };

describe('the scripts a page names in its head', () => {
  it("follows the shell's start, then the page: its entry, its chunks and the copy of each shared module the runtime will use", () => {
    expect(pageScriptFiles(shell, home)).toEqual([
      '/static/js/async/boot.js',
      '/static/js/async/m4.js',
      '/static/js/async/react.js',
      '/static/js/async/router.js',
      '/remotes/public/static/js/mfe_public.js',
      '/remotes/public/static/js/async/home.js',
      // The remote's own copy where the shell provides none, the shell's where it does.
      '/remotes/public/static/js/async/card.js',
      '/static/js/async/button.js',
      // Provided by nobody: the fallback the page was built with.
      '/remotes/public/static/js/async/x-fallback.js',
    ]);
  });

  it("adds the remote's texts in the page's language when they are a chunk of their own", () => {
    expect(pageScriptFiles(shell, { ...home, locale: 'en' })).toEqual([
      ...pageScriptFiles(shell, home),
      '/remotes/public/static/js/async/public-en.js',
      '/remotes/public/static/js/async/site-texts-en.js',
    ]);
  });

  it("adds the shell's own texts in the page's language after its start, also on a page without a remote page", () => {
    expect(pageScriptFiles({ ...shell, locale: 'en' }, null)).toEqual([...pageScriptFiles(shell, null), '/static/js/async/shell-en.js']);
    expect(pageScriptFiles({ ...shell, locale: 'sk' }, null)).toEqual(pageScriptFiles(shell, null));
    expect(pageScriptFiles({ ...shell, locale: 'en' }, home).indexOf('/static/js/async/shell-en.js')).toBe(4);
  });

  it("names only the exposed page's own chunks, not another page's", () => {
    expect(pageScriptFiles(shell, { ...home, expose: 'About' })).toEqual([
      ...pageScriptFiles(shell, null),
      '/remotes/public/static/js/mfe_public.js',
      '/remotes/public/static/css/async/about.css',
      '/remotes/public/static/js/async/about.js',
      '/remotes/public/static/css/async/about-card.css',
    ]);
  });

  it("lists them in the head as JSON for the entry script, the remote's manifest apart, without the files the page links itself", () => {
    const [element] = scriptHints(shell, { ...home, expose: 'About' }, ['/static/js/async/boot.js', '/remotes/public/static/css/async/about.css']);
    const listed = JSON.parse(/<script type="application\/json" id="page-files">(.*)<\/script>/.exec(element ?? '')?.[1] ?? 'null');
    expect(listed.manifest).toBe('/remotes/public/mf-manifest.json');
    expect(listed.files).toContain('/remotes/public/static/css/async/about-card.css');
    expect(listed.files).toContain('/remotes/public/static/js/async/about.js');
    expect(listed.files).not.toContain('/static/js/async/boot.js');
    expect(listed.files).not.toContain('/remotes/public/static/css/async/about.css');
  });

  it('lists nothing when it knows nothing', () => {
    expect(scriptHints({ publicFolder: '/', graph: null }, null)).toEqual([]);
    expect(scriptHints({ publicFolder: '/', graph: null }, { ...home, graph: null, entry: null })).toEqual([
      '<script type="application/json" id="page-files">{"manifest":"/remotes/public/mf-manifest.json","files":[]}</script>',
    ]);
  });
});
