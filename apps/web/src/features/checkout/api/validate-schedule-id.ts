import type { CallData } from '@shop/contracts/calls';
import type { Direction } from '@shop/contracts/common';
import { call } from '../../../lib/api';

/** Checks that a subscriber's chosen flight is still offered; a positive status says why not. */
export const validateScheduleId = (direction: Direction, scheduleid: string): Promise<CallData<'validatescheduleid'>> =>
  call('validatescheduleid', { direction, scheduleid });
