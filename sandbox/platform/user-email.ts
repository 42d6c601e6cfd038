import type { SandboxContext } from '../context';
import { allCompanies } from './company';

/** Providers and domains of spec §3; a near miss of one of them is the typo the "bad email" flag is for. */
const knownDomains = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'protonmail.com', 'proton.me', 'yahoo.com.ph'];
const disposableDomains = new Set(['mailinator.com', 'yopmail.com', 'guerrillamail.com', '10minutemail.com', 'tempmail.com', 'trashmail.com', 'sharklasers.com']);
const placeholderDomains = new Set(['example.com', 'example.org', 'test.com', 'email.com', 'domain.com']);

function distance(a: string, b: string): number {
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) dp[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      dp[i]![j] = Math.min(dp[i - 1]![j]! + 1, dp[i]![j - 1]! + 1, dp[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  return dp[a.length]![b.length]!;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Bad: a placeholder domain, or one or two letters away from a well-known provider (gmial.com, yaho.com). */
export function isBadEmail(email: string): boolean {
  const domain = domainOf(email);
  if (placeholderDomains.has(domain)) return true;
  if (knownDomains.includes(domain)) return false;
  return knownDomains.some((known) => distance(domain, known) <= 2);
}

export const isDisposableEmail = (email: string) => disposableDomains.has(domainOf(email));

/** A work address at a partner company's domain (or a subdomain of it). */
export function isCompanyDomain(ctx: SandboxContext, email: string): boolean {
  const domain = domainOf(email);
  return allCompanies(ctx).some((c) => c.email_domains.some((d) => domain === d || domain.endsWith(`.${d}`)));
}
