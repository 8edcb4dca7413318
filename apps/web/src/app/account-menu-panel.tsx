import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { accountMenu, useAllowedLinks, type NavLink } from './nav-links';
import { paths } from './paths';
import classes from './header.module.css';
import target from '../components/touch-target.module.css';

/** Links in their groups; a group with one link left shows it on its own. */
function sections(links: NavLink[]): { group?: string; links: NavLink[] }[] {
  const out: { group?: string; links: NavLink[] }[] = [];
  for (const link of links) {
    const last = out.at(-1);
    if (link.group && last?.group === link.group) last.links.push(link);
    else out.push({ group: link.group, links: [link] });
  }
  return out.flatMap((s) => (s.group && s.links.length === 1 ? [{ links: s.links }] : [s]));
}

/** The account menu's panel: the user's name, then the pages their role and flags open, in their groups. */
export default function AccountMenuPanel({ id, name, onFollow }: { id: string; name: string; onFollow(): void }) {
  const links = useAllowedLinks(accountMenu);
  return (
    <Paper id={id} withBorder shadow="md" radius="md" p="sm" className={classes.menu}>
      <nav aria-label="Account">
        <Text fw={700} size="sm" mb={6} data-testid="menu-user-name">
          {name}
        </Text>
        <Stack gap={6}>
          {sections(links).map((s, i) => (
            <Stack key={s.group ?? i} gap={4} role={s.group ? 'group' : undefined} aria-label={s.group}>
              {s.group && (
                <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
                  {s.group}
                </Text>
              )}
              {s.links.map((l) => (
                <Anchor key={l.to} component={Link} to={paths[l.to]} onClick={onFollow} size="sm" pl={s.group ? 'xs' : 0} className={target.target}>
                  {l.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </Stack>
      </nav>
    </Paper>
  );
}
