import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { passwordRules } from '@shop/contracts/password-rules';

/** The five rules, each ticked green once the new password keeps it. */
export function PasswordRulesList({ password }: { password: string }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={6} id="password-rules-title">
        Your new password needs
      </Text>
      <List spacing={4} size="sm" center pl={0} aria-labelledby="password-rules-title">
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.id}
              data-met={met}
              c={met ? 'teal.8' : 'gray.7'}
              icon={
                <ThemeIcon size={18} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'} aria-hidden>
                  {met ? <IconCheck size={12} stroke={3} /> : <IconPoint size={12} />}
                </ThemeIcon>
              }
            >
              {rule.text}
              <VisuallyHidden>{met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
