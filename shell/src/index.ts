// Async boundary: Module Federation negotiates the shared singletons before React loads
// (without it: RUNTIME-006, eager consumption).
import('./bootstrap');
