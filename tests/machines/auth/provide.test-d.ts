import { expectTypeOf, test } from 'vitest';
import { authMachine } from '@machines/auth/auth.machine';
import { sessionMachine } from '@machines/auth/session.machine';
import { accountMachine } from '@machines/account/account.machine';
import { authImplementations, sessionImplementations } from '~/auth';
import { accountImplementations } from '~/auth/account-implementations';

// The real implementations fit the charts' actor slots: a renamed actor or changed input breaks the build.
test('implementations fit the charts', () => {
  expectTypeOf(authMachine.provide(authImplementations)).toEqualTypeOf<typeof authMachine>();
  expectTypeOf(sessionMachine.provide(sessionImplementations)).toEqualTypeOf<typeof sessionMachine>();
  expectTypeOf(accountMachine.provide(accountImplementations)).toEqualTypeOf<typeof accountMachine>();
});
