// Texts of the shared components (namespace `ui`), Slovak.
export const uiSk = {
  close: 'Zavrieť',
  cancel: 'Zrušiť',
  confirm: 'Potvrdiť',
  loading: 'Načítava sa…',
  required: 'povinné',
  choose: 'Vyber…',
  characterCount: '{{count}} / {{max}} znakov',
  severity: {
    success: 'Úspech',
    error: 'Chyba',
    info: 'Informácia',
    warning: 'Upozornenie',
  },
};
