import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Lowercase hex SHA-256 of the UTF-8 password: what the wire carries instead of the password. */
export const hashPassword = (password: string): string => bytesToHex(sha256(utf8ToBytes(password)));
