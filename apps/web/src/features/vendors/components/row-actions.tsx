import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconPhotoUp, IconTrash } from '@tabler/icons-react';

interface Props {
  /** Names the row in the buttons' accessible names: "Edit SIADRUM". */
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
  onUpload?: () => void;
}

/** A list row's upload image, edit and delete buttons. */
export function RowActions({ name, onEdit, onDelete, onUpload }: Props) {
  const button = (label: string, icon: React.ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={`${label} ${name}`} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {onUpload && button('Upload image', <IconPhotoUp size={18} />, onUpload)}
      {button('Edit', <IconPencil size={18} />, onEdit)}
      {onDelete && button('Delete', <IconTrash size={18} />, onDelete, 'red')}
    </Group>
  );
}
