import type { SandboxContext } from '../context';

// Placeholder until the back office CLI lands.
export async function runCli(_ctx: SandboxContext, args: string[]): Promise<number> {
  console.error(`Unknown command: ${args.join(' ')}`);
  return 2;
}
