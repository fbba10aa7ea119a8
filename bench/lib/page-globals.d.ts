// What bench/hand.mjs's init script keeps on the page's window, for the JavaScript type check.
interface HandProbe {
  navigationStart: number;
  lcp: number | null;
  hydrated: number | null;
}

interface Window {
  __hand: HandProbe;
}
