import * as v from 'valibot';
import { Button, Dialog, Text } from '~/ui';
import { emailAddress } from '~/api/contract/user';
import type { EmailFactsLike } from '@machines/journeys/journey-types';

export type { EmailFactsLike };
import { checkEmailSanity, EMAIL_SANITY_PROMPT } from '~/domain/email-sanity';
import type { FieldConfig } from '~/api/contract/form-rules';

/** Server-configured fields that hold an email address (the field config names them, e.g. work_email). */
export const emailFields = (fields: readonly FieldConfig[]) => fields.filter((f) => f.kind === 'INPUT' && /email/i.test(f.name));

/** The first email answer that looks like a typo and was not confirmed as typed; null when none. */
export function pendingEmailPrompt(
  fields: readonly FieldConfig[],
  values: Record<string, string>,
  confirmed: ReadonlySet<string>,
): { field: string; typed: string; suggestion: string } | null {
  for (const f of emailFields(fields)) {
    const typed = (values[f.name] ?? '').trim();
    if (!typed || confirmed.has(typed.toLowerCase())) continue;
    const verdict = checkEmailSanity(typed);
    if (!verdict.ok) return { field: f.name, typed, suggestion: `${typed.slice(0, typed.lastIndexOf('@'))}@${verdict.suggestion}` };
  }
  return null;
}

/** An address worth asking the platform about (its unique check): a valid email address, else null. */
export const checkableEmail = (typed: string): string | null => {
  const parsed = v.safeParse(emailAddress, typed.trim());
  return parsed.success ? parsed.output : null;
};

/**
 * What the platform said of the address (the journey chart's unique check, `email.check` on leaving the field):
 * duplicate, bad or a company's. Hints only; a failed check says nothing rather than blocking the borrower.
 */
export function EmailFacts({ facts }: { facts: EmailFactsLike }) {
  if (facts.duplicate) return <Text size="small" role="status">This email address is already used by another account. You can still continue if it is yours.</Text>;
  if (facts.bad) return <Text size="small" role="status">{EMAIL_SANITY_PROMPT}</Text>;
  if (facts.companyDomain) return <Text size="small" role="status">This looks like a company email. A personal email stays yours if you change jobs.</Text>;
  return null;
}

/** The non-blocking confirm: use the suggestion, or keep what was typed. */
export function EmailSanityDialog({
  prompt,
  onUseSuggestion,
  onKeep,
  onClose,
}: {
  prompt: { typed: string; suggestion: string } | null;
  onUseSuggestion: () => void;
  onKeep: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={prompt !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={EMAIL_SANITY_PROMPT}
      description={prompt ? `You typed ${prompt.typed}. Did you mean ${prompt.suggestion}?` : undefined}
      actions={
        <>
          <Button onClick={onUseSuggestion}>Use {prompt?.suggestion}</Button>
          <Button variant="secondary" onClick={onKeep}>
            Keep {prompt?.typed}
          </Button>
        </>
      }
    />
  );
}
