import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { footerColumns, type FooterColumn } from './footer-columns';
import { FooterItemLink } from './footer-item-link';
import classes from './footer.module.css';

function FooterColumnBlock({ column }: { column: FooterColumn }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} data-footer-column={column.title}>
      <Title id={headingId} order={2} size="h6" mb="sm">
        {t(`footer.columns.${column.title}`)}
      </Title>
      <Stack component="ul" gap={8} className={classes.list}>
        {column.items.map((item) => (
          <li key={item.label}>
            <FooterItemLink item={item} />
          </li>
        ))}
      </Stack>
    </div>
  );
}

export function FooterColumnList() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.label')} className={classes.columns}>
      {footerColumns.map((column) => (
        <FooterColumnBlock key={column.title} column={column} />
      ))}
    </nav>
  );
}
