import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './logo.module.css';
import { paths } from './paths';

/** The shop's mark and name; links to the home page. */
export function Logo() {
  return (
    <UnstyledButton component={Link} to={paths.home} aria-label="Jamaica Airports Duty Free &amp; Lounges, home">
      <Group gap={8} wrap="nowrap">
        <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden>
          <rect width="64" height="64" rx="14" fill="#0b6e6e" />
          <path d="M14 40 L50 24 L46 20 L30 26 L20 16 L15 18 L22 29 L14 32 L10 29 L7 30 Z" fill="#f2b632" />
        </svg>
        <div className={classes.words}>
          <Text fw={800} c="teal.8" lh={1.1} size="md">Jamaica Airports</Text>{' '}
          <Text fw={600} c="gold.8" lh={1.1} size="xs" tt="uppercase" lts={1}>Duty Free & Lounges</Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
