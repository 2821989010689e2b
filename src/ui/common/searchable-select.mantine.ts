// Mantine's Select on its own, so SearchableSelect can load it (with its combobox, Popover and
// floating-ui) after the screen shows.
export { Select } from '@mantine/core';
