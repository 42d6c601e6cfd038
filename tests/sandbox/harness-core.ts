import type { ServerType } from '@hono/node-server';
import { ApiError } from '../../src/api/errors';
import type { Sandbox } from '../../sandbox/app';

/** Shared by the sandbox test harnesses (cognito, platform, documents): one copy of each helper. */

/** The newest one-time code the sandbox "sent" to a recipient (optionally for one purpose). */
export const latestCodeFrom =
  (sandbox: Sandbox) =>
  (recipient: string, purpose?: string): string => {
    const row = sandbox.ctx.db
      .prepare(`SELECT code FROM inbox WHERE recipient = ? ${purpose ? 'AND purpose = ?' : ''} ORDER BY id DESC LIMIT 1`)
      .get(...(purpose ? [recipient, purpose] : [recipient])) as { code: string } | undefined;
    if (!row) throw new Error(`No code sent to ${recipient}`);
    return row.code;
  };

/** Stops the HTTP server, then closes the database. */
export const closer = (server: ServerType, sandbox: Sandbox) => () =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    sandbox.close();
  });

/** The ApiError a call fails with (fails the test when the call succeeds). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
