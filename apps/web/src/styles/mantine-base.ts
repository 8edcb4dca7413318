// The Mantine styles every page needs before it renders (docs/decisions/0052): the baseline, the theme's
// variables, and the components other components are built from, in Mantine's dependency order. Every
// other component's styles come with the route that renders it (build-plugins/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import './contrast.css';
import './motion.css';
