import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import type { FlagBox, StaffFlag } from '@shop/contracts/staff-permissions';

interface Props {
  legend: string;
  boxes: readonly FlagBox[];
  values: Record<StaffFlag, 'Y' | 'N'>;
  /** Boxes the manager holds; others may be cleared but not ticked (docs/decisions/0086). */
  held: (flag: StaffFlag) => boolean;
  onChange: (flag: StaffFlag, value: 'Y' | 'N') => void;
}

/** One group of the user form's boxes: the roles, or the permissions of the store's staff role. */
export function PermissionBoxes({ legend, boxes, values, held, onChange }: Props) {
  return (
    <Fieldset legend={legend} radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        {boxes.map(({ flag, label }) => (
          <Checkbox
            key={flag}
            label={label}
            checked={values[flag] === 'Y'}
            disabled={values[flag] !== 'Y' && !held(flag)}
            onChange={(e) => onChange(flag, e.currentTarget.checked ? 'Y' : 'N')}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
