import type { Preview } from '@storybook/react-vite';
import '~/ui/theme/install';
import { themeClass } from '~/ui';
import { storyFrame } from './preview.css';

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
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
