/**
 * The PowerTranz test cards (reference section 4) as the sandbox's decision table: how 3-D Secure goes, then
 * what the issuer answers at completion. Cards not in the table are refused at spi/auth (ISO 14).
 */
export interface TestCard {
  /** frictionless: no page to click; challenge: the password page (3ds2); none: no 3-D Secure 2 (3D1). */
  flow: 'frictionless' | 'challenge' | 'none';
  /** The method URL (fingerprint) step runs first; it changes nothing else here. */
  fingerprint: boolean;
  /** AuthenticationStatus once authenticated (the challenge gives it after the right password). */
  auth: 'Y' | 'A' | 'N' | 'R' | 'U' | '';
  /** The issuer's ISO code at spi/payment when authentication lets it through. */
  iso: '00' | '05' | '91' | '98';
}

const row = (flow: TestCard['flow'], auth: TestCard['auth'], iso: TestCard['iso'] = '00', fingerprint = false): TestCard => ({ flow, auth, iso, fingerprint });

const TABLE: [TestCard, string[]][] = [
  [row('frictionless', 'Y'), ['4012000000020071', '5100270000000023', '341111000000009']],
  [row('frictionless', 'A'), ['4012000000020089', '341111000000011']],
  [row('challenge', 'Y'), ['4012000000020006', '5100270000000031', '341111000000037']],
  [row('frictionless', 'Y', '00', true), ['4012010000020070', '5100271000000120', '341112000008012']],
  [row('challenge', 'Y', '00', true), ['4012010000020005', '341112000000001']],
  [row('none', ''), ['4333333333332222', '5333333333332222', '343333333333335', '6011111111111111', '3528111111111108']],
  [row('none', '', '05'), ['6011111111111152', '3528111111111157']],
  [row('frictionless', 'N'), ['4012000000020121', '5100270000000098', '341111000000029']],
  [row('challenge', 'N'), ['5100270000000056']],
  [row('frictionless', 'R'), ['5100270000000072']],
  [row('frictionless', 'A', '05'), ['4666666666662222', '5111111111113333']],
  [row('frictionless', 'A', '98'), ['4111111111119999']],
  [row('frictionless', 'U', '05'), ['5555666666662222']],
  [row('challenge', 'Y', '91'), ['4111111111110000', '5111111111110000']],
];

const BY_PAN = new Map(TABLE.flatMap(([card, pans]) => pans.map((pan) => [pan, card] as const)));

/** The card's row; undefined for a card that is not a PowerTranz test card. */
export const testCardOf = (pan: string): TestCard | undefined => BY_PAN.get(pan);

/** A few cards by behaviour, for tests and the README. */
export const PTZ_CARDS = {
  frictionlessY: '4012000000020071',
  frictionlessA: '4012000000020089',
  challengeY: '4012000000020006',
  challengeN: '5100270000000056',
  frictionlessN: '4012000000020121',
  frictionlessR: '5100270000000072',
  notEnrolled: '4333333333332222',
  declined05: '4666666666662222',
  hostDown98: '4111111111119999',
  technicalU: '5555666666662222',
  challengeThen91: '4111111111110000',
} as const;

/** The password the sandbox's challenge page asks for. */
export const CHALLENGE_PASSWORD = '3ds2';

export const brandOf = (pan: string): string =>
  pan.startsWith('4') ? 'Visa' : /^(5[1-5]|2[2-7])/.test(pan) ? 'MasterCard' : /^3[47]/.test(pan) ? 'AMEX' : /^6/.test(pan) ? 'Discover' : 'JCB';
