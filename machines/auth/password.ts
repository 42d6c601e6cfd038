/**
 * Password rules for "Create password". The spec says the rules are not shown; ours are in
 * docs/decisions.md. The platform (Cognito pool policy) stays the authority and its message is shown if it refuses.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  empty: 'Enter a password.',
  short: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  long: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  mix: 'Use at least one letter and one number.',
  mismatch: 'The passwords do not match. Type the same password twice.',
  enterCurrent: 'Enter your password.',
} as const;

export interface PasswordErrors {
  password?: string;
  confirm?: string;
}

export function checkNewPassword(password: string, confirm: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (password === '') errors.password = passwordMessages.empty;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = passwordMessages.short;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = passwordMessages.long;
  else if (!/\p{L}/u.test(password) || !/\d/.test(password)) errors.password = passwordMessages.mix;
  if (!errors.password && confirm !== password) errors.confirm = passwordMessages.mismatch;
  return errors;
}
