// Async boundary: shared singletons (react, the texts, the router) are negotiated before the app runs.
void import('./bootstrap');
