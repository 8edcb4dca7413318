import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { solveRobotCheck } from './robot-check';

describe('solveRobotCheck', () => {
  it('finds a number whose hash with the challenge starts with the asked zero bits', async () => {
    const solution = await solveRobotCheck('abc.123.12.mac', 12);
    expect(bytesToHex(sha256(utf8ToBytes(`abc.123.12.mac:${solution}`)))).toMatch(/^000/);
  });
});
