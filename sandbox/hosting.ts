import type { Module } from './context';

// Placeholder until its owner fills it in.
export const registerAppHosting: Module = () => {};
