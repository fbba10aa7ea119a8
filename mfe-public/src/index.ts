// Async boundary: shared modules (react, the texts, ...) are negotiated before the harness runs.
void import('./bootstrap');
