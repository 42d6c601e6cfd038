import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Text, headingLevels } from '~/ui';
import { wideStack } from './layout.css';

const meta = { title: 'UI/Text and headings', component: Heading, args: { children: 'Heading' } } satisfies Meta<
  typeof Heading
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingScale: Story = {
  render: () => (
    <div className={wideStack}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading {level} — Salary loans made simple
        </Heading>
      ))}
    </div>
  ),
};

export const BodyText: Story = {
  render: () => (
    <div className={wideStack}>
      <Text>Borrow up to ₱80,000 and repay through salary deduction.</Text>
      <Text tone="muted">Your employer deducts the repayment from your payroll.</Text>
      <Text size="small" tone="muted">
        Small print: rates depend on your company.
      </Text>
      <Text tone="danger" weight="medium">
        Payment Failed
      </Text>
      <Text tone="success" weight="medium">
        Payment Successful!
      </Text>
    </div>
  ),
};
