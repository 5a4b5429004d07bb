import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { socialNetworks } from '../../../config/links';
import { SocialIcon } from './social-icon';
import { useSiteLinks } from './use-site-links';

/** docs/product.md (spec section 2): twitter, medium, discord, instagram, email and a profile page. */
export function SocialLinks() {
  const { t } = useTranslation();
  const links = useSiteLinks();
  // A network the operator set to null (SITE_LINKS) is left out.
  const networks = socialNetworks.filter((network) => links[network] !== null);
  return (
    <Group component="ul" gap="xs" aria-label={t('footer.social_label')} m={0} p={0} style={{ listStyle: 'none' }}>
      {networks.map((network) => {
        const href = links[network]!;
        const opensTab = href.startsWith('http');
        return (
          <li key={network}>
            <ActionIcon
              component="a"
              href={href}
              {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={t(`footer.social.${network}`)}
              title={t(`footer.social.${network}`)}
              variant="default"
              radius="xl"
              size="lg"
              data-social={network}
            >
              <SocialIcon network={network} />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
