import { Alert, TextInput } from '@mantine/core';
import { ageTexts } from '@shop/contracts/age-rules';

interface Props {
  value: string;
  error: string | null;
  onChange(value: string): void;
}

/** The buyer's date of birth, asked once per order when the cart holds alcohol or tobacco (decision 0130). */
export function BirthDateField({ value, error, onChange }: Props) {
  return (
    <>
      <TextInput
        type="date"
        label={ageTexts.birthDateLabel}
        description={ageTexts.birthDateHelp}
        autoComplete="bday"
        withAsterisk
        value={value}
        max={new Date().toISOString().slice(0, 10)}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error === ageTexts.underAge ? undefined : error}
        data-testid="birth-date"
      />
      {error === ageTexts.underAge && (
        <Alert color="red" role="alert" data-testid="under-age">
          {error}
        </Alert>
      )}
    </>
  );
}
