// Loaded before every vitest file. DOM matchers are harmless in node-environment files.
import '@testing-library/jest-dom/vitest';
