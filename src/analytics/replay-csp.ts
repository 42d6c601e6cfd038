/**
 * rrweb diffs a changed style attribute by copying its old value onto a span of a detached document with
 * `setAttribute('style', ...)`. Chromium applies the page's CSP to that document: the copy is blocked, a
 * style-src-attr violation is logged on every style change (issue W2-G 11), and the diff then misses removed
 * properties. The same text set through the CSSOM (`style.cssText`) is no inline style under CSP, so elements
 * outside the page's own document take their style that way. The page's own elements are untouched.
 */
const marker = Symbol.for('lakbay.detachedStyleAttributes');

export function allowDetachedStyleAttributes(page: Document = document): void {
  const proto = Element.prototype as Element & { [marker]?: true };
  if (proto[marker]) return;
  const setAttribute = proto.setAttribute;
  proto.setAttribute = function (this: Element, name: string, value: string) {
    if (this.ownerDocument !== page && name.toLowerCase() === 'style' && 'style' in this) {
      (this as HTMLElement).style.cssText = value;
      return;
    }
    setAttribute.call(this, name, value);
  };
  proto[marker] = true;
}
