import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { validCardNumber } from '@shop/contracts/cards';
import { keepCardHolder, keepCardNumber, keepCvv, keepExpiry } from '../checkout/rules/card-rules';

export interface ChargeCard {
  cardholder: string;
  cardnumber: string;
  expirydate: string;
  cvv: string;
}
export interface RefundCard {
  cardholder: string;
  cardtype: string;
  cardnumber: string;
  authorizationnumber: string;
}

/** The order payment card form's checks, word for word (back office 5.4). */
export function chargeErrors(c: ChargeCard): Partial<Record<keyof ChargeCard, string>> {
  const e: Partial<Record<keyof ChargeCard, string>> = {};
  if (!c.cardholder.trim()) e.cardholder = 'Card Holder is required.';
  if (!c.cardnumber) e.cardnumber = 'Card Number is required.';
  else if (!validCardNumber(c.cardnumber)) e.cardnumber = 'Please enter a valid cardnumber.';
  if (!c.expirydate) e.expirydate = 'ExpiryDate is required.';
  else if (!/^(0[1-9]|1[0-2])\d{2}$/.test(c.expirydate)) e.expirydate = 'Please enter a valid expirydate.';
  if (!c.cvv) e.cvv = 'CVV is required.';
  else if (c.cvv.length !== 3) e.cvv = 'Please enter a valid cvv.';
  return e;
}

/** The refund card form's checks (back office 5.4). */
export function refundErrors(c: RefundCard): Partial<Record<keyof RefundCard, string>> {
  const e: Partial<Record<keyof RefundCard, string>> = {};
  if (!c.cardholder.trim()) e.cardholder = 'Card Holder is required.';
  if (!c.cardtype) e.cardtype = 'Card Type is required.';
  if (!c.cardnumber) e.cardnumber = 'Card Number is required.';
  if (!c.authorizationnumber.trim()) e.authorizationnumber = 'Authorization Number is required.';
  return e;
}

type Errors<T> = Partial<Record<keyof T, string>>;

export function ChargeCardForm({ value, errors, onChange }: { value: ChargeCard; errors: Errors<ChargeCard>; onChange(c: ChargeCard): void }) {
  const set = (k: keyof ChargeCard, keep: (v: string) => string) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [k]: keep(e.currentTarget.value) });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label="Card Holder" value={value.cardholder} error={errors.cardholder} onChange={set('cardholder', keepCardHolder)} />
      <TextInput label="Card Number" inputMode="numeric" value={value.cardnumber} error={errors.cardnumber} onChange={set('cardnumber', keepCardNumber)} />
      <TextInput label="Expiry Date" placeholder="MMYY" inputMode="numeric" value={value.expirydate} error={errors.expirydate} onChange={set('expirydate', keepExpiry)} />
      <TextInput label="CVV" type="password" inputMode="numeric" value={value.cvv} error={errors.cvv} onChange={set('cvv', keepCvv)} />
    </SimpleGrid>
  );
}

export function RefundCardForm({ value, errors, onChange }: { value: RefundCard; errors: Errors<RefundCard>; onChange(c: RefundCard): void }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label="Card Holder Name" value={value.cardholder} error={errors.cardholder} onChange={(e) => onChange({ ...value, cardholder: keepCardHolder(e.currentTarget.value) })} />
      <Select label="Card Type" data={['VISA', 'MASTERCARD']} value={value.cardtype || null} error={errors.cardtype} onChange={(v) => onChange({ ...value, cardtype: v ?? '' })} />
      <TextInput label="Card Number" description="Last 4 digits only" inputMode="numeric" maxLength={4} value={value.cardnumber} error={errors.cardnumber} onChange={(e) => onChange({ ...value, cardnumber: e.currentTarget.value.replace(/\D/g, '').slice(0, 4) })} />
      <TextInput label="Authorization" value={value.authorizationnumber} error={errors.authorizationnumber} onChange={(e) => onChange({ ...value, authorizationnumber: e.currentTarget.value.trim().slice(0, 20) })} />
    </SimpleGrid>
  );
}
