// Which admin forms hold typed input that is not saved yet, so logout and an expired session
// can warn instead of losing it silently, and closing the tab asks the browser to confirm.
import { useEffect } from 'react';
import { create } from 'zustand';

interface UnsavedInputState {
  dirtyForms: Record<string, true>;
  setDirty: (formId: string, dirty: boolean) => void;
}

export const useUnsavedInputStore = create<UnsavedInputState>((set) => ({
  dirtyForms: {},
  setDirty: (formId, dirty) =>
    set((state) => {
      if (Boolean(state.dirtyForms[formId]) === dirty) return state;
      const dirtyForms = { ...state.dirtyForms };
      if (dirty) dirtyForms[formId] = true;
      else delete dirtyForms[formId];
      return { dirtyForms };
    }),
}));

export const hasUnsavedInput = (): boolean => Object.keys(useUnsavedInputStore.getState().dirtyForms).length > 0;

/** A form reports whether it holds unsaved input; unmounting clears its flag. */
export function useTrackUnsavedInput(formId: string, dirty: boolean): void {
  const setDirty = useUnsavedInputStore((state) => state.setDirty);
  useEffect(() => {
    setDirty(formId, dirty);
  }, [formId, dirty, setDirty]);
  useEffect(() => () => setDirty(formId, false), [formId, setDirty]);
}

/** Closing or reloading the tab with unsaved input makes the browser ask first. */
export function useWarnBeforeUnload(): void {
  const anyDirty = useUnsavedInputStore((state) => Object.keys(state.dirtyForms).length > 0);
  useEffect(() => {
    if (!anyDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);
}
