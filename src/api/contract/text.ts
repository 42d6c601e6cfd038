/**
 * Text as the platform checks and keeps it: Unicode NFC. A name typed 'José' may arrive as 'e' + U+0301 (a
 * combining accent, which is not a letter to `\p{L}`): composed, it is the one letter 'é', passes the letters-only
 * rules and is stored in one form, so the same name always matches itself. App and sandbox both normalise here.
 */
export const nfc = (text: string): string => text.normalize('NFC');

/** A typed value as checked and sent: NFC, trimmed. */
export const normaliseText = (raw: string): string => nfc(raw).trim();
