import { Card, Text, UnstyledButton } from '@mantine/core';
import type { CategorySummary } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';
import classes from './category-card.module.css';

interface Props {
  category: CategorySummary;
  eager: boolean;
  onOpen(category: CategorySummary): void;
}

/** A category as a picture card that opens its products. */
export function CategoryCard({ category, eager, onOpen }: Props) {
  return (
    <UnstyledButton className={classes.button} onClick={() => onOpen(category)}>
      <Card padding={0} shadow="xs" className={classes.card}>
        <MediaImage kind="category" id={category.categoryid} alt="" eager={eager} />
        <Text fw={600} p="sm" ta="center" lineClamp={2}>{category.description}</Text>
      </Card>
    </UnstyledButton>
  );
}
