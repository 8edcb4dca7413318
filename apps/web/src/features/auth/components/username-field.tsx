import { TextInput, type TextInputProps } from '@mantine/core';

/** The username input of the sign-in screens: no capitals, corrections or spell-check from phone keyboards. */
export function UsernameField(props: TextInputProps) {
  return <TextInput label="Username" autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
}
