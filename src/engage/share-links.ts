/**
 * Share links of the spec's channels (§3: WHATSAPP, FACEBOOK, TWITTER, VIBER, MESSENGER), for browsers without the
 * Web Share API. Each opens the channel's own share page or app with the message and the borrower's link.
 */
export const channelLabels: Record<string, string> = {
  WHATSAPP: 'WhatsApp',
  FACEBOOK: 'Facebook',
  TWITTER: 'X (Twitter)',
  VIBER: 'Viber',
  MESSENGER: 'Messenger',
};

export function shareLink(channel: string, url: string, text: string): string | null {
  const e = encodeURIComponent;
  switch (channel) {
    case 'WHATSAPP':
      return `https://wa.me/?text=${e(`${text} ${url}`)}`;
    case 'FACEBOOK':
      return `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`;
    case 'TWITTER':
      return `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(url)}`;
    case 'VIBER':
      return `viber://forward?text=${e(`${text} ${url}`)}`;
    case 'MESSENGER':
      return `fb-messenger://share/?link=${e(url)}`;
    default:
      return null;
  }
}

export const shareMessage = (code: string) => `Borrow against your salary with Lakbay. Sign up with my referral code ${code}:`;
