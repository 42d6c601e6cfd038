// Loaded before every vitest file. DOM matchers for the files that run in a DOM (an `@vitest-environment` docblock;
// every file using them has one): node files, such as the machine-level path suite's two workers, skip the import.
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');

export {};
