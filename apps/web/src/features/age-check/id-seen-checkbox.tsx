import { Checkbox } from '@mantine/core';
import { ageTexts } from '@shop/contracts/age-rules';

/** The staff member's word that ID showing 18+ was seen, before alcohol or tobacco is handed over (decision 0130). */
export function IdSeenCheckbox({ checked, missing, onChange }: { checked: boolean; missing: boolean; onChange(checked: boolean): void }) {
  return (
    <Checkbox
      label={ageTexts.idSeenLabel}
      description={ageTexts.checkId}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      error={missing && !checked ? ageTexts.idSeenRequired : undefined}
      data-testid="id-seen"
    />
  );
}
