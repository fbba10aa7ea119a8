// Async boundary: Module Federation must negotiate the shared singletons before React loads.
void import('./bootstrap');
