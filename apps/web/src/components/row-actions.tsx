import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconPhotoUp, IconTrash } from '@tabler/icons-react';

interface Props {
  /** Names the row in the buttons' accessible names: "Edit Rum", "Edit agent". */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  onUpload?: () => void;
}

/** A list row's Action column in every admin list (users, vendors, the catalogue): upload image, edit, delete. */
export function RowActions({ name, onEdit, onDelete, onUpload }: Props) {
  const icon = (label: string, onClick: () => void, node: React.ReactNode, color?: string) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={`${label} ${name}`} onClick={onClick}>
        {node}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {onUpload && icon('Upload image', onUpload, <IconPhotoUp size={18} aria-hidden />)}
      {onEdit && icon('Edit', onEdit, <IconPencil size={18} aria-hidden />)}
      {onDelete && icon('Delete', onDelete, <IconTrash size={18} aria-hidden />, 'red')}
    </Group>
  );
}
