// The accessibility panel's Slovak texts (namespace `shell`, section `toolbar`), added when the
// panel's module loads (it loads on the first opening); the button that opens it reads
// `toolbar.openHint`, one of the frame's texts. The English ones are in en.ts.
export const toolbarPanelSk = {
  title: 'Prístupnosť',
  close: 'Zavrieť panel prístupnosti',
  language: 'Jazyk',
  fontSize: 'Veľkosť písma',
  increaseFont: 'Zväčšiť písmo',
  decreaseFont: 'Zmenšiť písmo',
  currentFontSize: 'Aktuálna veľkosť písma: {{size}} %',
  reset: 'Reset',
  resetFont: 'Reset: obnoviť predvolenú veľkosť písma',
  highContrast: 'Vysoký kontrast',
  screenReader: 'Čítanie nahlas',
  voice: 'Hlas',
  voiceSlovak: 'Slovenský hlas',
  voiceEnglish: 'Anglický hlas',
  noVoices: 'Tento prehliadač neponúka hlasy na čítanie.',
  voiceHint: 'Pohybom myši nad textom alebo kliknutím na prvky sa budú čítať nahlas.',
  shortcuts: 'Klávesové skratky',
  shortcut: {
    tab: 'Ďalší prvok',
    shiftTab: 'Predchádzajúci prvok',
    enter: 'Aktivovať prvok',
    escape: 'Zavrieť dialógy',
    altA: 'Otvoriť tento panel',
  },
};
