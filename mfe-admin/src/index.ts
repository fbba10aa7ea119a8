// Async boundary: shared singletons (react, i18next, the router) are negotiated before the app runs.
void import('./bootstrap');
