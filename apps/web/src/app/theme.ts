import { createTheme, type MantineColorsTuple } from '@mantine/core';

const teal: MantineColorsTuple = ['#e6f6f5', '#c9e9e7', '#9dd6d2', '#6ec2bc', '#47b0a9', '#2a9d96', '#138a84', '#0b6e6e', '#065a5a', '#034444'];
const gold: MantineColorsTuple = ['#fff8e5', '#ffefc2', '#fde39a', '#f9d36c', '#f5c44a', '#f2b632', '#d99c1c', '#b57f12', '#8f640c', '#6b4a06'];

/** The shop's one theme: deep Caribbean teal, warm gold accent, neutral greys. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { teal, gold },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'md', withBorder: true } },
    // A dialog's close button has a name, the one the message dialogs use (issue 32 item 9: it had none).
    Modal: { defaultProps: { centered: true, closeButtonProps: { 'aria-label': 'Dismiss' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    // A field's error is announced when it appears, not only when the field is focused again.
    InputWrapper: { defaultProps: { errorProps: { role: 'alert' } } },
  },
});
