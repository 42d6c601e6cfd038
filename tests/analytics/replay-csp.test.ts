// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { allowDetachedStyleAttributes } from '~/analytics/replay-csp';

describe("rrweb's style diffs under the strict CSP", () => {
  it("styles an element of a detached document through the CSSOM, the page's own elements as before", () => {
    allowDetachedStyleAttributes();
    allowDetachedStyleAttributes(); // once only
    const detached = document.implementation.createHTMLDocument().createElement('span');
    detached.setAttribute('style', 'color: red; margin-top: 4px');
    expect(detached.style.getPropertyValue('color')).toBe('red');
    expect(detached.style.getPropertyValue('margin-top')).toBe('4px');
    const own = document.createElement('span');
    own.setAttribute('style', 'color: blue');
    own.setAttribute('title', 'kept');
    expect(own.getAttribute('style')).toBe('color: blue');
    expect(own.title).toBe('kept');
  });
});
