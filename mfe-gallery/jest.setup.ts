import '@testing-library/jest-dom';
import { installBrowserStubs } from '../shared-ui/jest/browser-stubs';

// Radix Dialog and the lightbox use browser APIs jsdom lacks.
installBrowserStubs();
