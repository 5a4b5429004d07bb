import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { FooterAccountLink } from './footer-account-link';
import type { FooterItem } from './footer-columns';
import { useSiteLinks } from './use-site-links';

export function FooterItemLink({ item }: { item: FooterItem }) {
  const { t } = useTranslation();
  const label = t(`footer.links.${item.label}`);
  const links = useSiteLinks();
  switch (item.kind) {
    case 'account':
      return <FooterAccountLink label={label} tab={item.tab} />;
    case 'internal':
      return (
        <Anchor component={Link} to={item.to} c="dimmed" size="sm">
          {label}
        </Anchor>
      );
    case 'external': {
      const href = links[item.link];
      if (href === null) {
        return (
          <Text span c="dimmed" size="sm" aria-disabled="true">
            {label}
          </Text>
        );
      }
      return (
        <ExternalLink href={href} c="dimmed" size="sm">
          {label}
        </ExternalLink>
      );
    }
  }
}
