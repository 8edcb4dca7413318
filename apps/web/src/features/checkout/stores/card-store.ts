import { create } from 'zustand';
import { onSignOut } from '../../../lib/sign-out-hooks';
import { cardTypeOf, type CardType } from '@shop/contracts/cards';
import type { CardDraft } from '../rules/card-rules';

interface CardState extends CardDraft {
  set(card: CardDraft): void;
  clear(): void;
}

const empty: CardDraft = { cardholder: '', cardnumber: '', expirydate: '', cvv: '' };

/**
 * The card being paid with, in memory only: no persist middleware, never in local or session storage,
 * history state or a URL. A reload forgets it and the shopper types it again (RESUBMIT reuses it while
 * the page lives).
 */
export const useCard = create<CardState>()((set) => ({
  ...empty,
  set: (card) => set(card),
  clear: () => set(empty),
}));

onSignOut(() => useCard.getState().clear());

export const cardTypeNow = (): CardType | null => cardTypeOf(useCard.getState().cardnumber);
