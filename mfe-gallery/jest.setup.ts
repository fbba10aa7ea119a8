import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { installBrowserStubs } from '../shared-ui/jest/browser-stubs';

// react-router reads TextEncoder at import; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Radix Dialog and the lightbox use browser APIs jsdom lacks.
installBrowserStubs();
