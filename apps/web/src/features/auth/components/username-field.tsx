import { TextInput, type TextInputProps } from '@mantine/core';
import { fields } from '@shop/contracts/fields';

/** The username input of the sign-in screens: no capitals, corrections or spell-check from phone keyboards. */
export function UsernameField(props: TextInputProps) {
  return <TextInput label={fields.username.label} maxLength={fields.username.max} autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
}
