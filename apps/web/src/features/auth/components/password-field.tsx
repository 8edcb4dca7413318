import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { fields } from '@shop/contracts/fields';

/**
 * A password input whose show/hide toggle can be reached by keyboard and is announced by name;
 * Mantine's default toggle is skipped by Tab. aria-pressed tells whether the password is shown.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      maxLength={fields.password.max}
      visibilityToggleButtonProps={{ 'aria-label': `Show ${String(props.label ?? 'password').toLowerCase()}` }}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
