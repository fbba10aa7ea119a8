// Brings the Testing Library matchers (loaded in jest.setup.ts) into the type checker.
import '@testing-library/jest-dom';
