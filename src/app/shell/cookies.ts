/** A tiny cookie adapter, so shell rules are pure and testable with an in-memory jar. */
export type CookieOptions = { maxAgeSeconds?: number; path?: string; sameSite?: 'Lax' | 'Strict'; secure?: boolean };

export type CookieJar = {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
};

export function documentCookieJar(doc: Pick<Document, 'cookie'> = document, secure = location.protocol === 'https:'): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name) {
          try {
            return decodeURIComponent(rest.join('='));
          } catch {
            return rest.join('=');
          }
        }
      }
      return null;
    },
    set(name, value, options = {}) {
      const attrs = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`];
      if (options.maxAgeSeconds !== undefined) attrs.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
      if (options.secure ?? secure) attrs.push('Secure');
      doc.cookie = attrs.join('; ');
    },
    remove(name) {
      doc.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
    },
  };
}

/** In-memory jar for tests and non-browser environments. Records options so tests can check lifetimes. */
export function memoryCookieJar(): CookieJar & { options: Map<string, CookieOptions> } {
  const values = new Map<string, string>();
  const options = new Map<string, CookieOptions>();
  return {
    options,
    get: (name) => values.get(name) ?? null,
    set: (name, value, opts = {}) => {
      values.set(name, value);
      options.set(name, opts);
    },
    remove: (name) => {
      values.delete(name);
      options.delete(name);
    },
  };
}
