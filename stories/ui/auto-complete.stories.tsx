import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AutoComplete, type AutoCompleteOption } from '~/ui';
import { roomy } from './layout.css';

// A made-up long list standing in for a city's barangays (real lists come from the address data package).
const barangays: AutoCompleteOption[] = [
  'Bagong Ilog', 'Bagong Katipunan', 'Bambang', 'Buting', 'Caniogan', 'Dela Paz', 'Kalawaan', 'Kapasigan',
  'Kapitolyo', 'Malinao', 'Manggahan', 'Maybunga', 'Oranbo', 'Palatiw', 'Pinagbuhatan', 'Pineda', 'Rosario',
  'Sagad', 'San Antonio', 'San Joaquin', 'San Jose', 'San Miguel', 'San Nicolas', 'Santa Cruz', 'Santa Lucia',
  'Santa Rosa', 'Santo Tomas', 'Santolan', 'Sumilang', 'Ugong', 'Santo Niño',
].map((label) => ({ value: label.toUpperCase().replace(/\W+/g, '_'), label }));

const many: AutoCompleteOption[] = Array.from({ length: 450 }, (_, i) => ({ value: `B${i + 1}`, label: `Barangay ${i + 1}` }));

function Stateful(props: { options?: AutoCompleteOption[]; initial?: string | null; error?: string; disabled?: boolean; hint?: string }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <div className={roomy}>
      <AutoComplete
        label="Barangay"
        placeholder="Start typing your barangay"
        options={props.options ?? barangays}
        value={value}
        onValueChange={setValue}
        error={props.error}
        hint={props.hint}
        disabled={props.disabled}
      />
    </div>
  );
}

const meta = { title: 'UI/AutoComplete', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { initial: 'KAPITOLYO' } };
export const WithHint: Story = { args: { hint: 'Type at least two letters' } };
export const WithError: Story = { args: { error: 'Select your barangay from the list' } };
export const LongList: Story = { args: { options: many, hint: 'Shows the first 100; keep typing to narrow' } };
export const Disabled: Story = { args: { disabled: true, initial: 'UGONG' } };
