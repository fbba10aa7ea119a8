// Every Slovak text of the shell (namespace `shell`): the frame's, which the browser starts with
// (sk-frame.ts), and those that come with the modules that read them: the footer's, the
// accessibility panel's, and the page head's, which only the renderer reads. The renderer and the
// English texts' shape (en.ts) take them all from here.
import { footerSk } from './sk-footer';
import { frame } from './sk-frame';
import { metaSk } from './sk-meta';
import { toolbarPanelSk } from './sk-toolbar-panel';

export const sk = {
  ...frame,
  toolbar: { ...frame.toolbar, ...toolbarPanelSk },
  footer: footerSk,
  meta: metaSk,
};

export type ShellResources = typeof sk;
