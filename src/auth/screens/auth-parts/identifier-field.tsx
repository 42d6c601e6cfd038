import { TextField } from '~/ui';

/**
 * The "Mobile number or email" field of login, registration and password reset: one set of input hints (no
 * autocorrect or capitals, the email keyboard, which also has digits) so the three screens cannot drift apart.
 */
export function IdentifierField(props: {
  id: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      id={props.id}
      label="Mobile number or email"
      {...(props.hint ? { hint: props.hint } : {})}
      autoComplete="username"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      maxLength={320}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error}
    />
  );
}
