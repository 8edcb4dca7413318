import { Text, type TextProps } from '@mantine/core';
import { useMoney } from './use-money';

/** An amount in the chosen currency, with USD beside it in a quieter type when another currency is chosen. */
export function Money({ usd, testId, ...text }: { usd: number; testId?: string } & TextProps) {
  const shown = useMoney()(usd);
  return (
    <Text component="span" {...text}>
      <span data-testid={testId}>{shown.main}</span>
      {shown.usd && (
        <Text component="span" size="xs" c="dimmed" fw={400} ml={6} data-testid={testId && `${testId}-usd`} style={{ whiteSpace: 'nowrap' }}>
          ({shown.usd})
        </Text>
      )}
    </Text>
  );
}
