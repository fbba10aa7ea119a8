// The frame's live-region message (spec 2.3): a message is spoken by screen readers, then
// cleared after its own delay so the same text can be announced again later.
import { create } from 'zustand';

interface AnnouncerState {
  message: string;
  announce: (message: string, clearAfterMs: number) => void;
}

let clearTimer: ReturnType<typeof setTimeout> | undefined;

export const useAnnouncerStore = create<AnnouncerState>()((set) => ({
  message: '',
  announce: (message, clearAfterMs) => {
    clearTimeout(clearTimer);
    set({ message });
    clearTimer = setTimeout(() => set({ message: '' }), clearAfterMs);
  },
}));
