// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import './dom';
import { AppLink, NavigateProvider } from '~/ui';

const link = () => screen.getByRole('link', { name: 'Go to home' });
/** Dispatches the click and says whether the browser would have followed the link (nothing prevented it). */
const click = (init: MouseEventInit = {}) => fireEvent.click(link(), { button: 0, ...init });

describe('AppLink', () => {
  it('moves in place through the router on a plain click, with the link still a real link to the page', () => {
    const navigate = vi.fn();
    render(
      <NavigateProvider value={navigate}>
        <AppLink href="/home">Go to home</AppLink>
      </NavigateProvider>,
    );
    expect(link()).toHaveAttribute('href', '/home');
    expect(click()).toBe(false); // the page does not reload
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('leaves a new tab or window to the browser (Ctrl, Cmd, Shift, a middle click)', () => {
    const navigate = vi.fn();
    render(
      <NavigateProvider value={navigate}>
        <AppLink href="/home">Go to home</AppLink>
      </NavigateProvider>,
    );
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) expect(click(init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is a plain link without a router around it (a story, one screen rendered alone)', () => {
    render(<AppLink href="/home">Go to home</AppLink>);
    expect(click()).toBe(true);
  });
});
