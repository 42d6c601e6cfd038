/** A Philippine number as dialled from anywhere: '(02) 8888 8888' -> '+63288888888'; '+63…' kept. */
export const telOf = (phone: string): string => {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? digits : `+63${digits.replace(/^0/, '')}`;
};
