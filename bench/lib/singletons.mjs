// Which shared singletons a fetched JS chunk carries. The builds extract license comments into
// `<chunk>.LICENSE.txt`, which names React's files; libraries without a
// license banner are recognised by code that only they contain (checked against the builds).

const LICENSE_MARKERS = {
  react: /\breact\.production\.js/,
  'react-dom': /\breact-dom\.production\.js/,
  'react-dom/client': /\breact-dom-client\.production\.js/,
  scheduler: /\bscheduler\.production\.js/,
  'react/jsx-runtime': /\breact-jsx-runtime\.production\.js/,
};

const CODE_MARKERS = {
  // The router's message for a hook used outside it, which minification keeps.
  'shared-ui/router': /may be used only inside a router/,
  // The texts' placeholder pattern, {{ name }}, as the minified regular expression keeps it.
  'shared-ui/i18n/core': /\{\{\\s\*-\?\\s\*\(/,
  // zustand's vanilla store object, minified: {setState:a,getState:b,getInitialState:()=>c,subscribe:...}
  zustand: /getInitialState:\(\)=>[\w$]+,subscribe:/,
};

export const SINGLETONS = [...Object.keys(LICENSE_MARKERS), ...Object.keys(CODE_MARKERS)];

const LICENSE_POINTER = /(?:For license information please see|LICENSE:) ([\w.-]+\.LICENSE\.txt)/;

/** Names of the singletons inside one chunk; `fetchText(url)` reads the chunk's license file. */
export async function singletonsIn(url, code, fetchText) {
  const found = new Set();
  for (const [name, marker] of Object.entries(CODE_MARKERS)) if (marker.test(code)) found.add(name);
  const pointer = LICENSE_POINTER.exec(code);
  let licenses = code; // banners kept inline when not extracted
  if (pointer) {
    try {
      licenses += await fetchText(new URL(pointer[1], url).toString());
    } catch {
      // no license file: the inline text is all there is
    }
  }
  for (const [name, marker] of Object.entries(LICENSE_MARKERS)) if (marker.test(licenses)) found.add(name);
  return [...found];
}
