import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup, skeletonShapes } from '~/ui';
import { stack } from './layout.css';

const meta = { title: 'UI/Skeleton', component: SkeletonGroup } satisfies Meta<typeof SkeletonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultGroup: Story = {};
export const Shapes: Story = {
  render: () => (
    <div className={stack}>
      <SkeletonGroup label="Loading shapes">
        {skeletonShapes.map((shape) => (
          <Skeleton key={shape} shape={shape} />
        ))}
      </SkeletonGroup>
    </div>
  ),
};
