// The album dialog's cover state machine (spec 2.18 and section 4), kept pure so every
// transition rule is tested without a browser. Object URLs are made and revoked by the caller.
import type { AlbumCoverMode } from 'shared-ui/domain';

export interface CoverState {
  mode: AlbumCoverMode;
  /** The image path that will be saved as coverImage (selected photo or uploaded file). */
  coverImage: string | null;
  /** A file chosen in upload mode that is not uploaded yet. */
  file: File | null;
  /** Object URL previewing `file`. */
  filePreviewUrl: string | null;
  /** Select mode is offered only when editing an album that already has images. */
  canSelect: boolean;
}

export type CoverAction =
  | { type: 'open'; coverImage: string | null; albumImageUrls: string[]; editing: boolean }
  | { type: 'setMode'; mode: AlbumCoverMode }
  | { type: 'chooseFile'; file: File; previewUrl: string }
  | { type: 'fileUploaded'; path: string }
  | { type: 'selectImage'; url: string }
  | { type: 'clear' };

export const initialCoverState: CoverState = {
  mode: 'auto',
  coverImage: null,
  file: null,
  filePreviewUrl: null,
  canSelect: false,
};

function openState(coverImage: string | null, albumImageUrls: string[], editing: boolean): CoverState {
  const canSelect = editing && albumImageUrls.length > 0;
  if (!editing || !coverImage) return { ...initialCoverState, canSelect };
  // Spec 4: a cover equal to one of the album's photos opens in select mode, any other in upload.
  const mode: AlbumCoverMode = albumImageUrls.includes(coverImage) ? 'select' : 'upload';
  return { ...initialCoverState, canSelect, mode, coverImage };
}

function withMode(state: CoverState, mode: AlbumCoverMode): CoverState {
  if (mode === state.mode) return state;
  if (mode === 'select' && !state.canSelect) return state;
  const next: CoverState = { ...state, mode };
  // Spec 4: switching away from upload clears the uploaded file and its preview.
  if (state.mode === 'upload') {
    next.file = null;
    next.filePreviewUrl = null;
    next.coverImage = null;
  }
  // Spec 4: switching to auto clears coverImage.
  if (mode === 'auto') next.coverImage = null;
  // A selected photo is not an uploaded image: upload mode starts empty.
  if (state.mode === 'select' && mode === 'upload') next.coverImage = null;
  return next;
}

export function coverReducer(state: CoverState, action: CoverAction): CoverState {
  switch (action.type) {
    case 'open':
      return openState(action.coverImage, action.albumImageUrls, action.editing);
    case 'setMode':
      return withMode(state, action.mode);
    case 'chooseFile':
      if (state.mode !== 'upload') return state;
      return { ...state, file: action.file, filePreviewUrl: action.previewUrl, coverImage: null };
    case 'fileUploaded':
      // The file is on the server now: a retry after a failed save reuses it instead of uploading again.
      return { ...state, file: null, filePreviewUrl: null, coverImage: action.path };
    case 'selectImage':
      if (state.mode !== 'select') return state;
      return { ...state, coverImage: action.url };
    case 'clear':
      return { ...state, file: null, filePreviewUrl: null, coverImage: null };
  }
}

/** What the preview shows: the chosen file, else the current cover (never in auto mode). */
export function coverPreview(state: CoverState): string | null {
  if (state.mode === 'auto') return null;
  return state.filePreviewUrl ?? state.coverImage;
}

/** The coverImage to send once any pending file is uploaded; null means automatic. */
export function coverToSave(state: CoverState): string | null {
  return state.mode === 'auto' ? null : state.coverImage;
}
