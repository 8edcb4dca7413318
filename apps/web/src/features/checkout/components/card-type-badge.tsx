import { Badge } from '@mantine/core';
import type { CardType } from '@shop/contracts/cards';

const names: Record<CardType, string> = { visa: 'VISA', mastercard: 'MASTERCARD' };

/** The card's brand as the number is typed; nothing until the first digits tell. */
export function CardTypeBadge({ type }: { type: CardType | null }) {
  if (!type) return null;
  return (
    <Badge variant="light" color={type === 'visa' ? 'blue' : 'orange'} radius="sm" data-testid="card-type">
      {names[type]}
    </Badge>
  );
}
