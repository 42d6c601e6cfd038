import type { Preview } from '@storybook/react-vite';
import '~/ui/theme/install';
import { themeClass } from '~/ui';
import { storyFrame } from './preview.css';
import { configure } from 'storybook/test';

// findBy*/waitFor wait up to 5 s (testing-library's default is 1 s): screens seeded from recorded platform answers
// render after lazy chunks and queries resolve, which on a loaded 2-core machine can take longer than a second.
// A story that never reaches its state still fails, only later.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // Every story sits inside the theme class (tokens) with the global styles and Poppins loaded by ~/ui.
  decorators: [
    (Story) => (
      <div className={`${themeClass} ${storyFrame}`}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail the story's test run instead of only being listed.
    a11y: { test: 'error' },
    // Offered on every story (toolbar): the phones the spec designs for, the smallest phone we support, desktop.
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        phone320: { name: 'Phone 320 (smallest)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
