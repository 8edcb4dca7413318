import { Badge } from '@mantine/core';
import { ageTexts } from '@shop/contracts/age-rules';

/** "Check ID: 18+" on staff views of an order holding alcohol or tobacco (decision 0130). */
export function CheckIdBadge({ agecheck, size = 'md' }: { agecheck: boolean; size?: 'md' | 'lg' }) {
  if (!agecheck) return null;
  return (
    <Badge color="red.9" variant="filled" size={size} data-testid="check-id">
      {ageTexts.checkId}
    </Badge>
  );
}
