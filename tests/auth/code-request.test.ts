import { describe, expect, it } from 'vitest';
import { readCodeRequest, writeCodeRequest } from '~/auth/code-request';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
};

describe('the tab\'s pending code request', () => {
  it('reads back what was written, and nothing once removed', () => {
    const s = memory();
    writeCodeRequest(() => s, { flow: 'register', identifier: 'juan@example.com' });
    expect(readCodeRequest(() => s)).toEqual({ flow: 'register', identifier: 'juan@example.com' });
    writeCodeRequest(() => s, null);
    expect(readCodeRequest(() => s)).toBeUndefined();
  });

  it.each(['not json', '{"flow":"reset","identifier":"x"}', '{"flow":"login"}', `{"flow":"login","identifier":"${'9'.repeat(400)}"}`, 'null'])(
    'ignores a tampered or foreign value %#',
    (raw) => expect(readCodeRequest(() => ({ getItem: () => raw }))).toBeUndefined(),
  );

  it('survives storage that throws (blocked in private mode or a sandboxed frame)', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readCodeRequest(blocked)).toBeUndefined();
    expect(() => writeCodeRequest(blocked, { flow: 'login', identifier: '0917' })).not.toThrow();
  });
});
