import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AirportId, Direction } from '@shop/contracts/common';
import { onSignOut } from '../../../lib/sign-out-hooks';
import { ownedStorage, ownStore } from '../../../lib/owned-storage';
import { emptyGuest, type Guest } from '../rules/guest-rules';

/** The flight form (storefront section 3), as chosen on /cart/checkout. */
export interface FlightDraft {
  airportid: AirportId | null;
  direction: Direction | null;
  traveldate: string;
  airlineid: string;
  airline: string;
  scheduleid: string;
  flightid: string;
  /** The flight's time as the schedule gives it (ISO date and time at the airport). */
  flighttime: string;
}

export const emptyFlight: FlightDraft = {
  airportid: null,
  direction: null,
  traveldate: '',
  airlineid: '',
  airline: '',
  scheduleid: '',
  flightid: '',
  flighttime: '',
};

interface DraftsState {
  guest: Guest;
  /** A lounge operator went on without guest details. */
  guestSkipped: boolean;
  flight: FlightDraft;
  /** The buyer's date of birth when the cart holds alcohol or tobacco (decision 0130); empty otherwise. */
  birthdate: string;
  setBirthdate(birthdate: string): void;
  setGuest(guest: Guest): void;
  skipGuest(): void;
  setFlight(flight: FlightDraft): void;
  clearFlight(): void;
  reset(): void;
}

/**
 * Guest and flight drafts of the checkout: kept in local storage so a reload keeps them. Card details are
 * never here: they live in card-store.ts, in memory only.
 */
export const useDrafts = create<DraftsState>()(
  persist(
    (set) => ({
      guest: emptyGuest,
      guestSkipped: false,
      flight: emptyFlight,
      birthdate: '',
      setBirthdate: (birthdate) => set({ birthdate }),
      setGuest: (guest) => set({ guest, guestSkipped: false }),
      skipGuest: () => set({ guest: emptyGuest, guestSkipped: true }),
      setFlight: (flight) => set({ flight }),
      clearFlight: () => set({ flight: emptyFlight }),
      reset: () => set({ guest: emptyGuest, guestSkipped: false, flight: emptyFlight, birthdate: '' }),
    }),
    { name: 'checkoutDrafts', version: 1, storage: ownedStorage() },
  ),
);

// The drafts belong to the signed-in user, like the cart (docs/decisions/0040).
ownStore('checkoutDrafts', useDrafts);
onSignOut(() => useDrafts.getState().reset());

/** True when the flight form names a flight for the airport and direction the cart is for. */
export const flightComplete = (f: FlightDraft) => !!(f.traveldate && f.airlineid && f.scheduleid && f.flightid);
