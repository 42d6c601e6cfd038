import type { Module } from '../context';

// Placeholder until its owner fills it in.
export const registerCognito: Module = () => {};
export const createTokenVerifier = (_ctx: import('../context').SandboxContext) => (_token: string) => null;
