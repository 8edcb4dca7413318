import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './store-row.module.css';

const STEP = 700;

/** A horizontal row of 280px cards with arrows that scroll 700px a step (storefront section 9). */
export function StoreRow({ children, label }: { children: ReactNode; label: string }) {
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = () => {
    const el = row.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  };
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [children]);

  const scroll = (dir: 1 | -1) => row.current?.scrollBy({ left: dir * STEP, behavior: 'smooth' });
  const arrows = !(edges.start && edges.end);

  return (
    <Box>
      {arrows && (
        <Group justify="flex-end" gap="xs" mb="sm">
          <ActionIcon variant="default" size="lg" radius="xl" aria-label="Previous stores" onClick={() => scroll(-1)} disabled={edges.start}>
            <IconChevronLeft size={20} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" radius="xl" aria-label="Next stores" onClick={() => scroll(1)} disabled={edges.end}>
            <IconChevronRight size={20} />
          </ActionIcon>
        </Group>
      )}
      <div ref={row} className={classes.row} onScroll={measure} role="group" aria-label={label}>
        {children}
      </div>
    </Box>
  );
}
