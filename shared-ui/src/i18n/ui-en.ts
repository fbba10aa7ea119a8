// Texts of the shared components (namespace `ui`), English. Same keys as ui-sk.ts (tested).
import type { uiSk } from './ui-sk';

export const uiEn: typeof uiSk = {
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  loading: 'Loading…',
  required: 'required',
  choose: 'Choose…',
  characterCount: '{{count}} / {{max}} characters',
  severity: {
    success: 'Success',
    error: 'Error',
    info: 'Information',
    warning: 'Warning',
  },
};
