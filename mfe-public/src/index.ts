// Async boundary: shared modules (react, i18next, ...) are negotiated before the harness runs.
void import('./bootstrap');
