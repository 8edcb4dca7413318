import type { MailMessage } from '../mail/mailer.js';
import { sha256Hex } from './tokens.js';

const signature = '\n\nJamaica Airports Duty Free & Lounges\nSangster International (SIA) · Norman Manley International (NMIA)';

export function signUpMail(to: string, firstname: string, username: string, temp: string): MailMessage {
  return {
    to,
    secret: sha256Hex(temp),
    subject: 'Welcome to Jamaica Airports Duty Free: your temporary password',
    text:
      `Hello ${firstname},\n\nYour account has been created.\n\nUsername: ${username}\nTemporary password: ${temp}\n\n` +
      'Sign in with this temporary password; you will be asked to choose a new password straight away.' +
      signature,
  };
}

export function resetMail(to: string, firstname: string, username: string, temp: string): MailMessage {
  return {
    to,
    secret: sha256Hex(temp),
    subject: 'Your temporary password',
    text:
      `Hello ${firstname},\n\nA password reset was requested for the account ${username}.\n\nTemporary password: ${temp}\n\n` +
      'It works once, within 30 minutes: sign in with it and you will be asked to choose a new password straight away. ' +
      'Until then your current password keeps working. If you did not ask for this, ignore this message or contact us at support@dutyfree.example.' +
      signature,
  };
}

/** Sent instead of a second account when someone signs up with an e-mail that already has one. */
export function existingAccountMail(to: string, firstname: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create an account with your e-mail',
    text:
      `Hello ${firstname},\n\nSomeone asked to create a new account with this e-mail address, which already has an account with us. ` +
      'No new account was made. If it was you, sign in with your username, or use Forgot Password? on the sign-in page.' +
      signature,
  };
}
