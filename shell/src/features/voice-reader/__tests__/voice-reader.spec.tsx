import { act, render } from '@testing-library/react';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { useVoiceReader } from '../use-voice-reader';
import { setVoiceReader } from '../../../lib/voice-reader';

class FakeUtterance {
  voice: unknown = null;
  lang = '';
  constructor(readonly text: string) {}
}

const voices = [
  { name: 'Daniel', lang: 'en-GB' },
  { name: 'Laura', lang: 'sk-SK' },
];
const synthesis = { speak: jest.fn(), cancel: jest.fn(), getVoices: () => voices, addEventListener: jest.fn(), removeEventListener: jest.fn() };
const spoken = () => synthesis.speak.mock.calls.map(([utterance]) => (utterance as FakeUtterance).text);
const PHRASES = { on: 'Hlasové čítanie zapnuté.', off: 'Hlasové čítanie vypnuté' };

/** Lets the reader's own module arrive (it is fetched when the reader is first on). */
const arrived = () => act(async () => {
  await import('../read-aloud');
});

function Reader() {
  useVoiceReader();
  return (
    <div>
      <p id="text">Workshopy sú zadarmo. Financuje ich program EÚ a nepotrebuješ žiadne skúsenosti ani vlastné vybavenie.</p>
      <button id="button">Odoslať</button>
    </div>
  );
}

beforeAll(() => {
  Object.assign(window, { speechSynthesis: synthesis, SpeechSynthesisUtterance: FakeUtterance });
  Object.assign(globalThis, { SpeechSynthesisUtterance: FakeUtterance });
});

beforeEach(() => {
  jest.useFakeTimers();
  synthesis.speak.mockClear();
  synthesis.cancel.mockClear();
  useAccessibilityStore.setState({ voiceReaderMode: false, selectedVoice: null });
});

afterEach(() => jest.useRealTimers());

describe('voice reader (spec 4)', () => {
  it('says it is on, then reads hovered, clicked and focused elements with the Slovak voice', async () => {
    render(<Reader />);
    act(() => jest.advanceTimersByTime(500));
    act(() => setVoiceReader(true, PHRASES));
    await arrived();
    expect(spoken()).toEqual(['Hlasové čítanie zapnuté.']);
    expect((synthesis.speak.mock.calls[0][0] as FakeUtterance).voice).toBe(voices[1]);

    document.getElementById('text')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    document.getElementById('text')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    document.getElementById('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(spoken().slice(1)).toEqual(['Workshopy sú zadarmo.', 'Odoslať', 'Odoslať']);
  });

  it('when turned off says so, stops listening, and cancels speech again after 2 s', async () => {
    render(<Reader />);
    act(() => jest.advanceTimersByTime(500));
    act(() => setVoiceReader(true, PHRASES));
    await arrived();
    act(() => setVoiceReader(false, PHRASES));
    expect(spoken()).toEqual(['Hlasové čítanie zapnuté.', 'Hlasové čítanie vypnuté']);
    const cancelsAtOff = synthesis.cancel.mock.calls.length;
    document.getElementById('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(spoken()).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1999));
    expect(synthesis.cancel.mock.calls.length).toBe(cancelsAtOff);
    act(() => jest.advanceTimersByTime(1));
    expect(synthesis.cancel.mock.calls.length).toBe(cancelsAtOff + 1);
  });

  it('comes back 500 ms after load when it was on, without the announcement', async () => {
    useAccessibilityStore.setState({ voiceReaderMode: true });
    render(<Reader />);
    document.getElementById('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(spoken()).toEqual([]);
    act(() => jest.advanceTimersByTime(500));
    await arrived();
    document.getElementById('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(spoken()).toEqual(['Odoslať']);
  });

  it('uses the voice chosen in the toolbar', async () => {
    useAccessibilityStore.setState({ voiceReaderMode: true, selectedVoice: 0 });
    render(<Reader />);
    act(() => jest.advanceTimersByTime(500));
    await arrived();
    document.getElementById('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect((synthesis.speak.mock.calls[0][0] as FakeUtterance).voice).toBe(voices[0]);
  });
});
