import type { MailMessage } from '../mail/mailer.js';

const signature = '\n\nJamaica Airports Duty Free & Lounges\nSangster International (SIA) · Norman Manley International (NMIA)';

export function signUpMail(to: string, firstname: string, username: string, temp: string): MailMessage {
  return {
    to,
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
    subject: 'Your password has been reset',
    text:
      `Hello ${firstname},\n\nA password reset was requested for the account ${username}.\n\nTemporary password: ${temp}\n\n` +
      'Sign in with this temporary password; you will be asked to choose a new password straight away. ' +
      'If you did not ask for this, contact us at support@dutyfree.example.' +
      signature,
  };
}
