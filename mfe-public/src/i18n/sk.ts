// Slovak texts of the `public` namespace (default and fallback language), verbatim from the spec
// where the spec gives a text. Kept in one file per section (sk/): the texts every page shares come
// with the remote (register.ts), a page's own section with that page, so a visitor downloads the
// Slovak of the page they read, not of all seven. This whole object is for typing en.ts, which
// must have exactly the same keys (see __tests__), and for tests and the dev harness.
import { about } from './sk/about';
import { common } from './sk/common';
import { contact } from './sk/contact';
import { cta } from './sk/cta';
import { feedback } from './sk/feedback';
import { home } from './sk/home';
import { labels } from './sk/labels';
import { materials } from './sk/materials';
import { meetings } from './sk/meetings';
import { privacy } from './sk/privacy';
import { privacyReach } from './sk/privacy-reach';
import { tools } from './sk/tools';
import { workshops } from './sk/workshops';

export const sk = { common, labels, cta, home, about, workshops, materials, feedback, contact, tools, meetings, privacy, privacyReach };

export type PublicResources = typeof sk;
