import { Badge, createTheme } from '@mantine/core';
import classes from './theme.module.css';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  components: {
    Badge: Badge.extend({ classNames: { root: classes.badgeRoot } }),
  },
});
