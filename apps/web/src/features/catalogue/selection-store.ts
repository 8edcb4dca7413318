import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AirportId, Direction } from '@shop/contracts/common';
import { ownedStorage, ownStore } from '../../lib/owned-storage';
import { onSignOut } from '../../lib/sign-out-hooks';

export interface Selection {
  airportid: AirportId | null;
  direction: Direction | null;
  storeid: string | null;
  storename: string | null;
  categoryid: number | null;
  categoryname: string | null;
}

interface SelectionState extends Selection {
  choose(part: Partial<Selection>): void;
  reset(): void;
}

const empty: Selection = { airportid: null, direction: null, storeid: null, storename: null, categoryid: null, categoryname: null };

/** Where the shopper is: airport, direction, store and category (the header trail). */
export const useSelection = create<SelectionState>()(
  persist(
    (set) => ({
      ...empty,
      choose: (part) => set(part),
      reset: () => set(empty),
    }),
    { name: 'shopSelection', storage: ownedStorage() },
  ),
);

ownStore('shopSelection', useSelection);

/** An airport and direction are chosen: the header shows the trail. */
export const tripChosen = (s: Pick<Selection, 'airportid' | 'direction'>) => !!s.airportid && !!s.direction;

onSignOut(() => useSelection.getState().reset());

export const airportNames: Record<AirportId, string> = {
  SIA: 'Sangster International',
  NMIA: 'Norman Manley International',
};
/** The names a phone's header trail uses, so the trail fits one line. */
export const airportShortNames: Record<AirportId, string> = { SIA: 'Sangster', NMIA: 'Norman Manley' };
export const directionNames: Record<Direction, string> = { D: 'Departure', A: 'Arrival' };
