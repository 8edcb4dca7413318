import { z } from 'zod';
import { int4, yn } from './common.js';

export { ageTexts, birthDateProblem, MINIMUM_AGE } from './age-rules.js';

/** getagecheck: whether a cart holds restricted goods, and the caller's kept date of birth (decision 0130). */
export const getAgeCheckRequest = z.object({
  productids: z.array(int4().positive()).max(200),
});
export const getAgeCheckData = z.object({
  restricted: yn,
  /** The subscriber's date of birth from the profile (YYYY-MM-DD), empty when none is kept. */
  dateofbirth: z.string(),
  minimumage: z.number().int(),
});

/** A buyer's date of birth on the wire: checked by the age rule, so a bad date gets the rule's sentence. */
export const dateOfBirth = z.string().max(10);
