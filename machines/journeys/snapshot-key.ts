/** The storage key of a borrower's journey snapshot (its own module: the app's entry reads it without the snapshot rules). */
export const snapshotKey = (userId: string) => `lakbay.journey:${userId}`;
